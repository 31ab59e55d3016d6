import type { PeriodParams } from '../shared/paging';
import type { ReservationListParams } from '../room-reservations/room-reservation-keys';

/** Hierarchical keys: invalidating `all` refreshes every minibus reservation list and detail. */
export const minibusReservationKeys = {
  all: ['minibusReservations'] as const,
  lists: () => [...minibusReservationKeys.all, 'list'] as const,
  list: (params: ReservationListParams) => [...minibusReservationKeys.lists(), params] as const,
  ofMinibus: (minibusId: string, period: PeriodParams) => [...minibusReservationKeys.all, 'by-minibus', minibusId, period] as const,
  details: () => [...minibusReservationKeys.all, 'detail'] as const,
  detail: (id: string) => [...minibusReservationKeys.details(), id] as const,
};
