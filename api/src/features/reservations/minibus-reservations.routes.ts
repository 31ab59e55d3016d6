import { createMinibusReservationInputSchema, ReservationListQuerySchema, updateMinibusReservationInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { BOOKER_ROLES, FACILITIES_READER_ROLES } from '../../shared/auth/facilities-access';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { MINIBUS_RESERVATIONS as kind } from './reservation-kinds';
import { createReservation, deleteReservation, getReservation, listReservations, updateReservation } from './reservations.service';

export function minibusReservationsRoutes({ ctx }: { ctx: ServiceContext }) {
  // "In the future" is judged with the server's clock (fixed in tests).
  const CreateSchema = createMinibusReservationInputSchema(ctx.now);
  const UpdateSchema = updateMinibusReservationInputSchema(ctx.now);
  const readers = allowRoles(FACILITIES_READER_ROLES);
  const bookers = allowRoles(BOOKER_ROLES);
  return new Hono<AppEnv>()
    .get('/minibusReservations', readers, async (c) =>
      c.json(await listReservations(kind, { ctx, actor: c.var.actor, input: readQuery(c, ReservationListQuerySchema) })),
    )
    .get('/minibuses/:id/minibusReservations', readers, async (c) => {
      const input = { ...readQuery(c, ReservationListQuerySchema), resourceId: c.req.param('id') };
      return c.json(await listReservations(kind, { ctx, actor: c.var.actor, input }));
    })
    .post('/minibusReservations', bookers, async (c) => {
      const { minibusId, ...rest } = await readJsonBody(c, CreateSchema);
      return c.json(await createReservation(kind, { ctx, actor: c.var.actor, input: { ...rest, resourceId: minibusId } }), 201);
    })
    .get('/minibusReservations/:id', readers, async (c) => c.json(await getReservation(kind, { ctx, actor: c.var.actor, input: { id: c.req.param('id') } })))
    .put('/minibusReservations/:id', bookers, async (c) => {
      const { minibusId: _minibus, bookerId: _booker, ...changes } = await readJsonBody(c, UpdateSchema);
      return c.json(await updateReservation(kind, { ctx, actor: c.var.actor, input: { id: c.req.param('id'), changes } }));
    })
    .delete('/minibusReservations/:id', bookers, async (c) => {
      await deleteReservation(kind, { ctx, actor: c.var.actor, input: { id: c.req.param('id') } });
      return c.body(null, 204);
    });
}
