import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { articlesRoutes } from './articles.routes';
import { commentsRoutes } from './comments.routes';
import type { CommentsContext } from './comments.service';
import { reactionsRoutes } from './reactions.routes';
import { tagsRoutes } from './tags.routes';

/** The blog's API (spec §7 Blog): articles, tags, comments, reactions. */
export function blogRoutes({ ctx }: { ctx: CommentsContext }) {
  return new Hono<AppEnv>()
    .route('/', articlesRoutes({ ctx }))
    .route('/', tagsRoutes({ ctx }))
    .route('/', commentsRoutes({ ctx }))
    .route('/', reactionsRoutes({ ctx }));
}
