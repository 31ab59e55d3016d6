import { TagInputSchema, TagSearchQuerySchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { BLOG_ADMIN_ROLES, BLOG_WRITER_ROLES } from './blog-access';
import { createTag, deleteTag, getTag, listTags, searchTags, updateTag } from './tags.service';

/** Tags are public (readers filter by them); writers create, admins rename and delete. */
export function tagsRoutes({ ctx }: { ctx: ServiceContext }) {
  const writers = allowRoles(BLOG_WRITER_ROLES);
  const admins = allowRoles(BLOG_ADMIN_ROLES);
  return (
    new Hono<AppEnv>()
      .get('/tags', async (c) => c.json(await listTags({ ctx, actor: c.var.actor, input: null })))
      // Before /tags/:id: "search" is not a tag id.
      .get('/tags/search', async (c) => c.json(await searchTags({ ctx, actor: c.var.actor, input: readQuery(c, TagSearchQuerySchema) })))
      .get('/tags/:id', async (c) => c.json(await getTag({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } })))
      .post('/tags', writers, async (c) => {
        const input = await readJsonBody(c, TagInputSchema);
        return c.json(await createTag({ ctx, actor: c.var.actor, input }), 201);
      })
      .put('/tags/:id', admins, async (c) => {
        const changes = await readJsonBody(c, TagInputSchema);
        return c.json(await updateTag({ ctx, actor: c.var.actor, input: { id: c.req.param('id'), changes } }));
      })
      .delete('/tags/:id', admins, async (c) => {
        await deleteTag({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } });
        return c.body(null, 204);
      })
  );
}
