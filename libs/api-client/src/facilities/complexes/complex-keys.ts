import type { ComplexListQuery } from '@club/contracts';

export type ComplexListParams = Partial<ComplexListQuery>;

/** Hierarchical keys: invalidating `all` refreshes every complex list and detail. */
export const complexKeys = {
  all: ['complexes'] as const,
  lists: () => [...complexKeys.all, 'list'] as const,
  list: (params: ComplexListParams) => [...complexKeys.lists(), params] as const,
  details: () => [...complexKeys.all, 'detail'] as const,
  detail: (id: string) => [...complexKeys.details(), id] as const,
};
