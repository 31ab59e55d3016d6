import { ClubListQuerySchema, CreateClubInputSchema, UpdateClubInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { CLUB_READER_ROLES, clubAdminsOnly } from '../responsibilities/club-authorisation';
import { createClub, deleteClub, getClub, listClubs, updateClub } from './clubs.service';

/** The association's clubs (ADR 111): members read, admins write. */
export function clubsRoutes({ ctx }: { ctx: ServiceContext }) {
  const readers = allowRoles(CLUB_READER_ROLES);
  const admins = clubAdminsOnly;
  return new Hono<AppEnv>()
    .get('/clubs', readers, async (c) => c.json(await listClubs({ ctx, actor: c.var.actor, input: readQuery(c, ClubListQuerySchema) })))
    .post('/clubs', admins, async (c) => {
      const input = await readJsonBody(c, CreateClubInputSchema);
      return c.json(await createClub({ ctx, actor: c.var.actor, input }), 201);
    })
    .get('/clubs/:clubId', readers, async (c) => c.json(await getClub({ ctx, actor: c.var.actor, input: { id: c.req.param('clubId') } })))
    .put('/clubs/:clubId', admins, async (c) => {
      const changes = await readJsonBody(c, UpdateClubInputSchema);
      return c.json(await updateClub({ ctx, actor: c.var.actor, input: { id: c.req.param('clubId'), changes } }));
    })
    .delete('/clubs/:clubId', admins, async (c) => {
      await deleteClub({ ctx, actor: c.var.actor, input: { id: c.req.param('clubId') } });
      return c.body(null, 204);
    });
}
