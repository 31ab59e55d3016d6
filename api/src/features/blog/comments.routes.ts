import { CommentListQuerySchema, CreateCommentInputSchema, RecentCommentQuerySchema, UpdateCommentInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import { readJsonBody } from '../../shared/validation';
import { BLOG_ADMIN_ROLES, BLOG_READER_ROLES } from './blog-access';
import { countComments, createComment, deleteComment, getComment, listComments, listRecentComments, updateComment, type CommentsContext } from './comments.service';

/** Reading follows the article's visibility (visitors: public articles); members write; admins moderate (a hidden comment's author is told). */
export function commentsRoutes({ ctx }: { ctx: CommentsContext }) {
  const readers = allowRoles(BLOG_READER_ROLES);
  return new Hono<AppEnv>()
    .get('/comments', allowRoles(BLOG_ADMIN_ROLES), async (c) =>
      c.json(await listRecentComments({ ctx, actor: c.var.actor, input: readQuery(c, RecentCommentQuerySchema) })),
    )
    .get('/comments/article/:id', async (c) => {
      const input = { ...readQuery(c, CommentListQuerySchema), articleId: c.req.param('id') };
      return c.json(await listComments({ ctx, actor: c.var.actor, input }));
    })
    .get('/comments/article/:id/count', async (c) => c.json(await countComments({ ctx, actor: c.var.actor, input: { articleId: c.req.param('id') } })))
    .get('/comments/:id', async (c) => c.json(await getComment({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } })))
    .post('/comments', readers, async (c) => {
      const input = await readJsonBody(c, CreateCommentInputSchema);
      return c.json(await createComment({ ctx, actor: c.var.actor, input }), 201);
    })
    .put('/comments/:id', readers, async (c) => {
      const changes = await readJsonBody(c, UpdateCommentInputSchema);
      return c.json(await updateComment({ ctx, actor: c.var.actor, input: { id: c.req.param('id'), changes } }));
    })
    .delete('/comments/:id', readers, async (c) => {
      await deleteComment({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } });
      return c.body(null, 204);
    });
}
