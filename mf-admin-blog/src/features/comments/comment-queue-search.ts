import { COMMENT_STATUSES, DEFAULT_PAGE_SIZE } from '@club/contracts';
import { limitParam, pageParam } from '@club/ui-admin';
import { z } from 'zod';

/** `/admin/blog/comments?status&page&limit`, read leniently: an unknown status shows every comment. */
export const CommentQueueSearchSchema = z.object({
  page: pageParam,
  limit: limitParam(DEFAULT_PAGE_SIZE),
  status: z.enum(COMMENT_STATUSES).optional().catch(undefined),
});
export type CommentQueueSearch = z.infer<typeof CommentQueueSearchSchema>;
