import { MINIBUS_MESSAGES, MinibusSchema, type Minibus } from '@club/contracts';
import { http, type ResponseSchema } from '@club/http';
import { queryOptions } from '@club/stack';
import { EmptyResultError } from '../shared/empty-result-error';
import { withStatusMessages } from '../shared/status-messages';
import { minibusKeys } from './minibus-keys';

const isEmpty = (body: unknown) => body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);

/** An empty body is "no minibus", not a malformed one. */
const MinibusOrNothing: ResponseSchema<Minibus | null> = { parse: (body) => (isEmpty(body) ? null : MinibusSchema.parse(body)) };

/** `GET /api/minibuses/{id}`; an empty answer fails with 'Minibus not found' (spec §8), shown in French. */
export async function getMinibus(id: string, signal?: AbortSignal): Promise<Minibus> {
  const call = http.get(`/minibuses/${encodeURIComponent(id)}`, { parse: MinibusOrNothing, signal });
  const minibus = await withStatusMessages(call, { 404: MINIBUS_MESSAGES.notFound });
  if (!minibus) throw new EmptyResultError('Minibus not found', MINIBUS_MESSAGES.notFound);
  return minibus;
}

export const minibusQueryOptions = (id: string) => queryOptions({ queryKey: minibusKeys.detail(id), queryFn: ({ signal }) => getMinibus(id, signal) });
