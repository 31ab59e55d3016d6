import { AddCategoryMemberInputSchema, CategoryMemberListQuerySchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { CATEGORY_STAFF_ROLES, CLUB_MANAGER_ROLES } from '../responsibilities/club-authorisation';
import { addCategoryMember, listCategoryMembers, removeCategoryMember } from './category-members.service';

/** Members of a category, i.e. its `memberships` (ADR 111): staff read, admins and section managers add and remove. */
export function categoryMembersRoutes({ ctx }: { ctx: ServiceContext }) {
  const base = '/clubs/:clubId/categories/:categoryId/members';
  const ref = (c: { req: { param: (name: 'clubId' | 'categoryId') => string } }) => ({ clubId: c.req.param('clubId'), categoryId: c.req.param('categoryId') });
  return new Hono<AppEnv>()
    .get(base, allowRoles(CATEGORY_STAFF_ROLES), async (c) =>
      c.json(await listCategoryMembers({ ctx, actor: c.var.actor, input: { ...ref(c), ...readQuery(c, CategoryMemberListQuerySchema) } })),
    )
    .post(base, allowRoles(CLUB_MANAGER_ROLES), async (c) => {
      const fields = await readJsonBody(c, AddCategoryMemberInputSchema);
      await addCategoryMember({ ctx, actor: c.var.actor, input: { ...ref(c), fields } });
      return c.body(null, 204);
    })
    .delete(`${base}/:userId`, allowRoles(CLUB_MANAGER_ROLES), async (c) => {
      await removeCategoryMember({ ctx, actor: c.var.actor, input: { ...ref(c), userId: c.req.param('userId') } });
      return c.body(null, 204);
    });
}
