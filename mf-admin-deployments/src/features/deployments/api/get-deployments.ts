import { DeploymentsSchema, type Deployments } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { deploymentKeys } from './deployment-keys';

/** `GET /api/deployments` (admins): every published remote, its versions, candidate and figures (ADR 162). */
function getDeployments(signal?: AbortSignal): Promise<Deployments> {
  return http.get('/deployments', { parse: DeploymentsSchema, signal });
}

/** One cache entry for the page and the `/admin` widget. */
export const deploymentsQueryOptions = () => queryOptions({ queryKey: deploymentKeys.overview(), queryFn: ({ signal }) => getDeployments(signal) });
