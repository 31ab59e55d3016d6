import { ClubSectionListQuerySchema, CreateClubSectionInputSchema, UpdateClubSectionInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { CLUB_MANAGER_ROLES, CLUB_READER_ROLES, clubAdminsOnly } from '../responsibilities/club-authorisation';
import { createClubSection, deleteClubSection, getClubSection, listClubSections, updateClubSection } from './club-sections.service';

/** Sections of a club (ADR 111): members read, admins create and delete, admins and the section's managers edit. */
export function clubSectionsRoutes({ ctx }: { ctx: ServiceContext }) {
  const readers = allowRoles(CLUB_READER_ROLES);
  const managers = allowRoles(CLUB_MANAGER_ROLES);
  const ref = (c: { req: { param: (name: 'clubId' | 'sectionId') => string } }) => ({ clubId: c.req.param('clubId'), sectionId: c.req.param('sectionId') });
  return new Hono<AppEnv>()
    .get('/clubs/:clubId/sections', readers, async (c) =>
      c.json(await listClubSections({ ctx, actor: c.var.actor, input: { ...readQuery(c, ClubSectionListQuerySchema), clubId: c.req.param('clubId') } })),
    )
    .post('/clubs/:clubId/sections', clubAdminsOnly, async (c) => {
      const fields = await readJsonBody(c, CreateClubSectionInputSchema);
      return c.json(await createClubSection({ ctx, actor: c.var.actor, input: { clubId: c.req.param('clubId'), fields } }), 201);
    })
    .get('/clubs/:clubId/sections/:sectionId', readers, async (c) => c.json(await getClubSection({ ctx, actor: c.var.actor, input: ref(c) })))
    .put('/clubs/:clubId/sections/:sectionId', managers, async (c) => {
      const changes = await readJsonBody(c, UpdateClubSectionInputSchema);
      return c.json(await updateClubSection({ ctx, actor: c.var.actor, input: { ...ref(c), changes } }));
    })
    .delete('/clubs/:clubId/sections/:sectionId', clubAdminsOnly, async (c) => {
      await deleteClubSection({ ctx, actor: c.var.actor, input: ref(c) });
      return c.body(null, 204);
    });
}
