import type { MinibusListQuery } from '@club/contracts';

export type MinibusListParams = Partial<MinibusListQuery>;

/** Hierarchical keys: invalidating `all` refreshes every minibus list and detail. */
export const minibusKeys = {
  all: ['minibuses'] as const,
  lists: () => [...minibusKeys.all, 'list'] as const,
  list: (params: MinibusListParams) => [...minibusKeys.lists(), params] as const,
  details: () => [...minibusKeys.all, 'detail'] as const,
  detail: (id: string) => [...minibusKeys.details(), id] as const,
};
