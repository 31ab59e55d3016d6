import { ComplexPageSchema, type ComplexPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { compactParams, emptyPage } from '../shared/paging';
import { emptyOn404 } from '../shared/status-messages';
import { complexKeys, type ComplexListParams } from './complex-keys';

/** `GET /api/complexes` (page, limit, search, accessibleForReducedMobility); a 404 is an empty list (spec §8). */
export function getComplexes(params: ComplexListParams = {}, signal?: AbortSignal): Promise<ComplexPage> {
  return emptyOn404(http.get('/complexes', { query: compactParams(params), parse: ComplexPageSchema, signal }), () => emptyPage(params));
}

export const complexesQueryOptions = (params: ComplexListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: complexKeys.list(query), queryFn: ({ signal }) => getComplexes(query, signal) });
};
