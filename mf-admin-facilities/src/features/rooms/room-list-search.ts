import { FACILITIES_LIST_PAGE_SIZE } from '@club/contracts';
import { booleanParam, limitParam, pageParam, textParam, uuidParam } from '@club/ui-admin';
import { z } from 'zod';

/** `/admin/facilities/rooms?search&complexId&sportType&isIndoor&page&limit` — page 1, limit 50 (spec §2, §9). */
export const RoomListSearchSchema = z.object({
  page: pageParam,
  limit: limitParam(FACILITIES_LIST_PAGE_SIZE),
  search: textParam,
  complexId: uuidParam,
  sportType: textParam,
  isIndoor: booleanParam,
});
export type RoomListSearch = z.infer<typeof RoomListSearchSchema>;
