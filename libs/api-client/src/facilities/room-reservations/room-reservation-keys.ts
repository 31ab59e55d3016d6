import type { ReservationListQuery } from '@club/contracts';
import type { PeriodParams } from '../shared/paging';

export type ReservationListParams = Partial<ReservationListQuery>;

/** Hierarchical keys: invalidating `all` refreshes every room reservation list and detail. */
export const roomReservationKeys = {
  all: ['roomReservations'] as const,
  lists: () => [...roomReservationKeys.all, 'list'] as const,
  list: (params: ReservationListParams) => [...roomReservationKeys.lists(), params] as const,
  ofRoom: (roomId: string, period: PeriodParams) => [...roomReservationKeys.all, 'by-room', roomId, period] as const,
  details: () => [...roomReservationKeys.all, 'detail'] as const,
  detail: (id: string) => [...roomReservationKeys.details(), id] as const,
};
