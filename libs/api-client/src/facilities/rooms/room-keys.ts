import type { PageQuery, RoomListQuery } from '@club/contracts';

export type RoomListParams = Partial<RoomListQuery>;
export type RoomsOfComplexParams = Partial<PageQuery>;

/** Hierarchical keys: invalidating `all` refreshes every room list (global and per complex) and detail. */
export const roomKeys = {
  all: ['rooms'] as const,
  lists: () => [...roomKeys.all, 'list'] as const,
  list: (params: RoomListParams) => [...roomKeys.lists(), params] as const,
  ofComplex: (complexId: string, params: RoomsOfComplexParams) => [...roomKeys.all, 'by-complex', complexId, params] as const,
  details: () => [...roomKeys.all, 'detail'] as const,
  detail: (id: string) => [...roomKeys.details(), id] as const,
};
