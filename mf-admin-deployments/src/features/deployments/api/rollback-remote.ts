import { ReleaseChangeSchema, type ReleaseChange } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { deploymentKeys } from './deployment-keys';

export interface RollbackRequest {
  remote: string;
  version: number;
}

/** `POST /api/deployments/:remote/rollback { version }`: that version is current again, a candidate is dropped. */
function rollbackRemote({ remote, version }: RollbackRequest): Promise<ReleaseChange> {
  return http.post(`/deployments/${encodeURIComponent(remote)}/rollback`, { version }, { parse: ReleaseChangeSchema });
}

/** The rollback, then every remote's releases are read again. */
export function useRollbackRemote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rollbackRemote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deploymentKeys.all }),
  });
}
