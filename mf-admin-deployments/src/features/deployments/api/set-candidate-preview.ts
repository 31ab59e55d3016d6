import type { CandidatePreviewSchema } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { deploymentKeys } from './deployment-keys';

/**
 * `POST /api/deployments/preview { enabled }`: this browser gets every candidate (or, turned off, what its
 * canary bucket gives it) from its next page load; a cookie of this browser only (ADR 162).
 */
function setCandidatePreview(input: ReturnType<typeof CandidatePreviewSchema.parse>): Promise<unknown> {
  return http.post('/deployments/preview', input);
}

/** The switch, then the overview is read again (it says whether this browser previews). */
export function useSetCandidatePreview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCandidatePreview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deploymentKeys.all }),
  });
}
