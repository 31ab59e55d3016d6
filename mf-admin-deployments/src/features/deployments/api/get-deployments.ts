import { DeploymentsSchema, type Deployments } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { deploymentKeys } from './deployment-keys';

/** While a canary runs its figures move and the watch may abort it by itself (ADR 162): read again this often. */
const CANARY_REFRESH_MS = 30_000;

/** `GET /api/deployments` (admins): every published remote, its versions, candidate and figures (ADR 162). */
function getDeployments(signal?: AbortSignal): Promise<Deployments> {
  return http.get('/deployments', { parse: DeploymentsSchema, signal });
}

/** Every 30 s while some remote has a candidate, never otherwise. */
export const canaryRefreshInterval = (data: Deployments | undefined) => (data?.remotes.some((remote) => remote.candidate !== null) ? CANARY_REFRESH_MS : false);

/** One cache entry for the page and the `/admin` widget. */
export const deploymentsQueryOptions = () =>
  queryOptions({
    queryKey: deploymentKeys.overview(),
    queryFn: ({ signal }) => getDeployments(signal),
    refetchInterval: (query) => canaryRefreshInterval(query.state.data),
  });
