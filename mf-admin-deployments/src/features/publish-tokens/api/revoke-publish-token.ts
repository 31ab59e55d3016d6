import { PublishTokenSchema, type PublishToken } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { publishTokenKeys } from './publish-token-keys';

/** `POST /api/admin/publish-tokens/:id/revoke`: the token stops working at once; it stays listed as revoked. */
function revokePublishToken(id: string): Promise<PublishToken> {
  return http.post(`/admin/publish-tokens/${encodeURIComponent(id)}/revoke`, undefined, { parse: PublishTokenSchema });
}

export function useRevokePublishToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePublishToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publishTokenKeys.all }),
  });
}
