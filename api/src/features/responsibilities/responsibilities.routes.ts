import { CreateResponsibilityInputSchema, PersonSearchQuerySchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { CLUB_MANAGER_ROLES, CLUB_READER_ROLES } from './club-authorisation';
import { createResponsibility, deleteResponsibility, listSectionResponsibilities, myResponsibilities, searchCandidates } from './responsibilities.service';

/** Section managers and coaches of a section (ADR 113), the people picker, and the signed-in person's own. */
export function responsibilitiesRoutes({ ctx }: { ctx: ServiceContext }) {
  const readers = allowRoles(CLUB_READER_ROLES);
  const managers = allowRoles(CLUB_MANAGER_ROLES);
  const base = '/clubs/:clubId/sections/:sectionId/responsibilities';
  return new Hono<AppEnv>()
    .get(base, readers, async (c) =>
      c.json(await listSectionResponsibilities({ ctx, actor: c.var.actor, input: { clubId: c.req.param('clubId'), sectionId: c.req.param('sectionId') } })),
    )
    .post(base, managers, async (c) => {
      const fields = await readJsonBody(c, CreateResponsibilityInputSchema);
      const input = { clubId: c.req.param('clubId'), sectionId: c.req.param('sectionId'), fields };
      return c.json(await createResponsibility({ ctx, actor: c.var.actor, input }), 201);
    })
    .delete(`${base}/:responsibilityId`, managers, async (c) => {
      const input = { clubId: c.req.param('clubId'), sectionId: c.req.param('sectionId'), responsibilityId: c.req.param('responsibilityId') };
      await deleteResponsibility({ ctx, actor: c.var.actor, input });
      return c.body(null, 204);
    })
    .get('/responsibilities/candidates', managers, async (c) =>
      c.json(await searchCandidates({ ctx, actor: c.var.actor, input: readQuery(c, PersonSearchQuerySchema) })),
    )
    .get('/me/responsibilities', allowRoles(['user', ...CLUB_READER_ROLES]), async (c) => c.json(await myResponsibilities({ ctx, actor: c.var.actor })));
}
