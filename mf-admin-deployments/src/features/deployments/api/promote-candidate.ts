import { ReleaseChangeSchema, type ReleaseChange } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { deploymentKeys } from './deployment-keys';

/** `POST /api/deployments/:remote/candidate/promote`: the candidate becomes the current version for everyone. */
function promoteCandidate(remote: string): Promise<ReleaseChange> {
  return http.post(`/deployments/${encodeURIComponent(remote)}/candidate/promote`, undefined, { parse: ReleaseChangeSchema });
}

/** The promotion, then every remote's releases are read again. */
export function usePromoteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deploymentKeys.all }),
  });
}
