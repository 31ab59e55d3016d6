import { ToggleArticleReactionInputSchema, ToggleCommentReactionInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { BLOG_READER_ROLES } from './blog-access';
import { reactionSummary, reactionTypes, toggleReaction, userReaction } from './reactions.service';

/** Counts follow the target's visibility; `…/user` needs a session; members react. */
export function reactionsRoutes({ ctx }: { ctx: ServiceContext }) {
  const readers = allowRoles(BLOG_READER_ROLES);
  const app = new Hono<AppEnv>().get('/reactions/types', (c) => c.json(reactionTypes()));
  for (const [segment, target] of [
    ['articles', 'article'],
    ['comments', 'comment'],
  ] as const) {
    app
      .get(`/reactions/${segment}/:id`, async (c) => c.json(await reactionSummary({ ctx, actor: c.var.actor, input: { target, id: c.req.param('id') } })))
      .get(`/reactions/${segment}/:id/user`, async (c) => c.json(await userReaction({ ctx, actor: c.var.actor, input: { target, id: c.req.param('id') } })));
  }
  return app
    .post('/reactions/articles', readers, async (c) => {
      const { articleId, type } = await readJsonBody(c, ToggleArticleReactionInputSchema);
      return c.json(await toggleReaction({ ctx, actor: c.var.actor, input: { target: 'article', id: articleId, type } }));
    })
    .post('/reactions/comments', readers, async (c) => {
      const { commentId, type } = await readJsonBody(c, ToggleCommentReactionInputSchema);
      return c.json(await toggleReaction({ ctx, actor: c.var.actor, input: { target: 'comment', id: commentId, type } }));
    });
}
