import { ClubCategoryListQuerySchema, CreateClubCategoryInputSchema, UpdateClubCategoryInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { CLUB_MANAGER_ROLES, CLUB_READER_ROLES } from '../responsibilities/club-authorisation';
import { createClubCategory, deleteClubCategory, getClubCategory, listClubCategories, updateClubCategory } from './categories.service';

/** Categories of a club's sections (ADR 111): members read, admins and the section's managers write. */
export function categoriesRoutes({ ctx }: { ctx: ServiceContext }) {
  const readers = allowRoles(CLUB_READER_ROLES);
  const managers = allowRoles(CLUB_MANAGER_ROLES);
  return new Hono<AppEnv>()
    .get('/clubs/:clubId/categories', readers, async (c) =>
      c.json(await listClubCategories({ ctx, actor: c.var.actor, input: { ...readQuery(c, ClubCategoryListQuerySchema), clubId: c.req.param('clubId') } })),
    )
    .post('/clubs/:clubId/sections/:sectionId/categories', managers, async (c) => {
      const fields = await readJsonBody(c, CreateClubCategoryInputSchema);
      const input = { clubId: c.req.param('clubId'), sectionId: c.req.param('sectionId'), fields };
      return c.json(await createClubCategory({ ctx, actor: c.var.actor, input }), 201);
    })
    .get('/clubs/:clubId/categories/:categoryId', readers, async (c) =>
      c.json(await getClubCategory({ ctx, actor: c.var.actor, input: { clubId: c.req.param('clubId'), categoryId: c.req.param('categoryId') } })),
    )
    .put('/clubs/:clubId/categories/:categoryId', managers, async (c) => {
      const changes = await readJsonBody(c, UpdateClubCategoryInputSchema);
      return c.json(await updateClubCategory({ ctx, actor: c.var.actor, input: { clubId: c.req.param('clubId'), categoryId: c.req.param('categoryId'), changes } }));
    })
    .delete('/clubs/:clubId/categories/:categoryId', managers, async (c) => {
      await deleteClubCategory({ ctx, actor: c.var.actor, input: { clubId: c.req.param('clubId'), categoryId: c.req.param('categoryId') } });
      return c.body(null, 204);
    });
}
