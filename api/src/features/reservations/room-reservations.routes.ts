import { createRoomReservationInputSchema, ReservationListQuerySchema, updateRoomReservationInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { BOOKER_ROLES, FACILITIES_READER_ROLES } from '../../shared/auth/facilities-access';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { ROOM_RESERVATIONS as kind } from './reservation-kinds';
import { createReservation, deleteReservation, getReservation, listReservations, updateReservation } from './reservations.service';

export function roomReservationsRoutes({ ctx }: { ctx: ServiceContext }) {
  // "In the future" is judged with the server's clock (fixed in tests).
  const CreateSchema = createRoomReservationInputSchema(ctx.now);
  const UpdateSchema = updateRoomReservationInputSchema(ctx.now);
  const readers = allowRoles(FACILITIES_READER_ROLES);
  const bookers = allowRoles(BOOKER_ROLES);
  return new Hono<AppEnv>()
    .get('/roomReservations', readers, async (c) =>
      c.json(await listReservations(kind, { ctx, actor: c.var.actor, input: readQuery(c, ReservationListQuerySchema) })),
    )
    .get('/rooms/:id/roomReservations', readers, async (c) => {
      const input = { ...readQuery(c, ReservationListQuerySchema), resourceId: c.req.param('id') };
      return c.json(await listReservations(kind, { ctx, actor: c.var.actor, input }));
    })
    .post('/roomReservations', bookers, async (c) => {
      const { roomId, ...rest } = await readJsonBody(c, CreateSchema);
      return c.json(await createReservation(kind, { ctx, actor: c.var.actor, input: { ...rest, resourceId: roomId } }), 201);
    })
    .get('/roomReservations/:id', readers, async (c) => c.json(await getReservation(kind, { ctx, actor: c.var.actor, input: { id: c.req.param('id') } })))
    .put('/roomReservations/:id', bookers, async (c) => {
      const { roomId: _room, bookerId: _booker, ...changes } = await readJsonBody(c, UpdateSchema);
      return c.json(await updateReservation(kind, { ctx, actor: c.var.actor, input: { id: c.req.param('id'), changes } }));
    })
    .delete('/roomReservations/:id', bookers, async (c) => {
      await deleteReservation(kind, { ctx, actor: c.var.actor, input: { id: c.req.param('id') } });
      return c.body(null, 204);
    });
}
