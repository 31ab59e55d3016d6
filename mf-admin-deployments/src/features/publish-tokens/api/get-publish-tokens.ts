import { PublishTokensSchema, type PublishToken } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { publishTokenKeys } from './publish-token-keys';

/** `GET /api/admin/publish-tokens` (admins): every token, newest first, never its secret. */
async function getPublishTokens(signal?: AbortSignal): Promise<PublishToken[]> {
  const body = await http.get('/admin/publish-tokens', { parse: PublishTokensSchema, signal });
  return body.tokens;
}

export const publishTokensQueryOptions = () => queryOptions({ queryKey: publishTokenKeys.list(), queryFn: ({ signal }) => getPublishTokens(signal) });
