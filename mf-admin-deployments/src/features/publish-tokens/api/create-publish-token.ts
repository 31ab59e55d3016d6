import { CreatedPublishTokenSchema, type CreatedPublishToken, type PublishTokenInput } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { publishTokenKeys } from './publish-token-keys';

/** `POST /api/admin/publish-tokens { name, remote, expiresOn? }`: the token and its secret, given this once. */
function createPublishToken(input: PublishTokenInput): Promise<CreatedPublishToken> {
  return http.post('/admin/publish-tokens', input, { parse: CreatedPublishTokenSchema });
}

/** The creation, then the list is read again (the secret stays with the caller, never in the cache). */
export function useCreatePublishToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPublishToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publishTokenKeys.all }),
  });
}
