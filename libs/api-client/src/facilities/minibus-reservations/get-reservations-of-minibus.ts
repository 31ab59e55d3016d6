import { MINIBUS_MESSAGES, MinibusReservationPageSchema, type MinibusReservationPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { fetchAllPages } from '../shared/fetch-all-pages';
import { compactParams, type PeriodParams } from '../shared/paging';
import { withStatusMessages } from '../shared/status-messages';
import { minibusReservationKeys } from './minibus-reservation-keys';

/**
 * Every reservation of a minibus overlapping the period (`GET /api/minibuses/{id}/minibusReservations`,
 * all pages). Without a period the server uses now → 30 days ahead.
 */
export function getReservationsOfMinibus(minibusId: string, period: PeriodParams = {}, signal?: AbortSignal): Promise<MinibusReservationPage> {
  const path = `/minibuses/${encodeURIComponent(minibusId)}/minibusReservations`;
  const all = fetchAllPages((page, limit) => http.get(path, { query: { ...compactParams(period), page, limit }, parse: MinibusReservationPageSchema, signal }));
  return withStatusMessages(all, { 404: MINIBUS_MESSAGES.notFound });
}

export const reservationsOfMinibusQueryOptions = (minibusId: string, period: PeriodParams = {}) => {
  const query = compactParams(period);
  return queryOptions({
    queryKey: minibusReservationKeys.ofMinibus(minibusId, query),
    queryFn: ({ signal }) => getReservationsOfMinibus(minibusId, query, signal),
  });
};
