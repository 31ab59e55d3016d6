import { APPLICATION_DATE_RANGES, APPLICATION_STATUSES, DEFAULT_PAGE_SIZE, type ApplicationListQueryInput } from '@club/contracts';
import { limitParam, pageParam, textParam, uuidParam } from '@club/ui-admin';
import { z } from 'zod';

/**
 * `/admin/applications?status&search&sectionId&categoryId&dateRange&page&limit` (spec §2): page 1, limit 20;
 * no status means every status ('Toutes'); a hand-edited wrong value falls back to its default.
 */
export const ApplicationListSearchSchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  search: textParam,
  sectionId: uuidParam,
  categoryId: uuidParam,
  dateRange: z.enum(APPLICATION_DATE_RANGES).catch('all').default('all'),
  page: pageParam,
  limit: limitParam(DEFAULT_PAGE_SIZE),
});
export type ApplicationListSearch = z.infer<typeof ApplicationListSearchSchema>;

/** The API query of the page's search: the API's own default status is 'pending', so 'Toutes' is sent as 'all'. */
export function toListQuery(search: ApplicationListSearch): ApplicationListQueryInput {
  const { status, ...rest } = search;
  return { status: status ?? 'all', ...rest };
}

export const isFiltered = (search: ApplicationListSearch) =>
  Boolean(search.status || search.search || search.sectionId || search.categoryId || search.dateRange !== 'all');
