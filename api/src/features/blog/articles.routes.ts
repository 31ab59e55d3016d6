import { ArticleListQuerySchema, CreateArticleInputSchema, PublicArticleListQuerySchema, UpdateArticleInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { BLOG_READER_ROLES, BLOG_WRITER_ROLES } from './blog-access';
import { createArticle, deleteArticle, getArticle, getPublicArticle, listArticles, listPublicArticles, updateArticle } from './articles.service';

export function articlesRoutes({ ctx }: { ctx: ServiceContext }) {
  const readers = allowRoles(BLOG_READER_ROLES);
  const writers = allowRoles(BLOG_WRITER_ROLES);
  return (
    new Hono<AppEnv>()
      // /articles/public before /articles/:id: "public" is not an article id.
      .get('/articles/public', async (c) => c.json(await listPublicArticles({ ctx, actor: c.var.actor, input: readQuery(c, PublicArticleListQuerySchema) })))
      .get('/articles/public/:id', async (c) => c.json(await getPublicArticle({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } })))
      .get('/articles', readers, async (c) => c.json(await listArticles({ ctx, actor: c.var.actor, input: readQuery(c, ArticleListQuerySchema) })))
      .post('/articles', writers, async (c) => {
        const input = await readJsonBody(c, CreateArticleInputSchema);
        return c.json(await createArticle({ ctx, actor: c.var.actor, input }), 201);
      })
      .get('/articles/:id', readers, async (c) => c.json(await getArticle({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } })))
      .put('/articles/:id', writers, async (c) => {
        const changes = await readJsonBody(c, UpdateArticleInputSchema);
        return c.json(await updateArticle({ ctx, actor: c.var.actor, input: { id: c.req.param('id'), changes } }));
      })
      .delete('/articles/:id', writers, async (c) => {
        await deleteArticle({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } });
        return c.body(null, 204);
      })
  );
}
