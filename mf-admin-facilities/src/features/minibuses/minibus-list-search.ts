import { DEFAULT_PAGE_SIZE } from '@club/contracts';
import { booleanParam, limitParam, pageParam, textParam } from '@club/ui-admin';
import { z } from 'zod';

/** `/admin/assets/minibuses?search&isAvailable&page&limit` — page 1 and limit 20 by default (spec §2). */
export const MinibusListSearchSchema = z.object({
  page: pageParam,
  limit: limitParam(DEFAULT_PAGE_SIZE),
  search: textParam,
  isAvailable: booleanParam,
});
export type MinibusListSearch = z.infer<typeof MinibusListSearchSchema>;
