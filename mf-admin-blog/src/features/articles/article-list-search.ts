import { ARTICLE_STATUSES, DEFAULT_PAGE_SIZE } from '@club/contracts';
import { limitParam, pageParam, textParam, uuidParam } from '@club/ui-admin';
import { z } from 'zod';

/** `/admin/blog/?search&status&tag&page&limit`, read leniently: an unknown status shows every status. */
export const ArticleListSearchSchema = z.object({
  page: pageParam,
  limit: limitParam(DEFAULT_PAGE_SIZE),
  search: textParam,
  status: z.enum(ARTICLE_STATUSES).optional().catch(undefined),
  tag: uuidParam,
});
export type ArticleListSearch = z.infer<typeof ArticleListSearchSchema>;
