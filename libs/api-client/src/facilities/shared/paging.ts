import type { Paged } from '@club/contracts';

/** Query values as sent: empty strings and undefined dropped, so equal filters give equal cache keys. */
export function compactParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Partial<T>;
}

export function emptyPage<Item>({ page = 1, limit = 20 }: { page?: number; limit?: number }): Paged<Item> {
  return { data: [], total: 0, page, limit };
}

/** A reservation period as the API reads it: ISO instants, a reservation is listed when it overlaps. */
export interface PeriodParams {
  startDate?: string;
  endDate?: string;
}
