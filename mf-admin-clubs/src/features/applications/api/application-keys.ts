import type { ApplicationListQueryInput } from '@club/contracts';

/** Query keys of the admin's applications: the lists (any filter), one application, the home widget. */
export const adminApplicationKeys = {
  all: ['admin', 'applications'] as const,
  list: (query: ApplicationListQueryInput) => [...adminApplicationKeys.all, 'list', query] as const,
  one: (id: string) => [...adminApplicationKeys.all, 'one', id] as const,
};
