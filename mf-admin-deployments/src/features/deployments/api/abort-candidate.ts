import { ReleaseChangeSchema, type ReleaseChange } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { deploymentKeys } from './deployment-keys';

/** `POST /api/deployments/:remote/candidate/abort`: everyone keeps the current version; the candidate stays in the history. */
function abortCandidate(remote: string): Promise<ReleaseChange> {
  return http.post(`/deployments/${encodeURIComponent(remote)}/candidate/abort`, undefined, { parse: ReleaseChangeSchema });
}

/** The abort, then every remote's releases are read again. */
export function useAbortCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abortCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deploymentKeys.all }),
  });
}
