import { FACILITIES_LIST_PAGE_SIZE } from '@club/contracts';
import { booleanParam, limitParam, pageParam, textParam } from '@club/ui-admin';
import { z } from 'zod';

/** `/admin/facilities/complexes?search&accessibleForReducedMobility&page&limit` — page 1, limit 50 (spec §2, §9). */
export const ComplexListSearchSchema = z.object({
  page: pageParam,
  limit: limitParam(FACILITIES_LIST_PAGE_SIZE),
  search: textParam,
  accessibleForReducedMobility: booleanParam,
});
export type ComplexListSearch = z.infer<typeof ComplexListSearchSchema>;
