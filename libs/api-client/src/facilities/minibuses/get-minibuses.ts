import { MinibusPageSchema, type MinibusPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { compactParams } from '../shared/paging';
import { minibusKeys, type MinibusListParams } from './minibus-keys';

/** `GET /api/minibuses` (page, limit, search, isAvailable). */
export function getMinibuses(params: MinibusListParams = {}, signal?: AbortSignal): Promise<MinibusPage> {
  return http.get('/minibuses', { query: compactParams(params), parse: MinibusPageSchema, signal });
}

export const minibusesQueryOptions = (params: MinibusListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: minibusKeys.list(query), queryFn: ({ signal }) => getMinibuses(query, signal) });
};
