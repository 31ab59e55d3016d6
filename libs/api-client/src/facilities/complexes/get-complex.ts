import { COMPLEX_MESSAGES, ComplexSchema, type Complex } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { withStatusMessages } from '../shared/status-messages';
import { complexKeys } from './complex-keys';

/** `GET /api/complexes/{id}`. */
export function getComplex(id: string, signal?: AbortSignal): Promise<Complex> {
  return withStatusMessages(http.get(`/complexes/${encodeURIComponent(id)}`, { parse: ComplexSchema, signal }), { 404: COMPLEX_MESSAGES.notFound });
}

export const complexQueryOptions = (id: string) => queryOptions({ queryKey: complexKeys.detail(id), queryFn: ({ signal }) => getComplex(id, signal) });
