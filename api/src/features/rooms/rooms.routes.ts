import { CreateRoomInputSchema, PageQuerySchema, RoomListQuerySchema, UpdateRoomInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { FACILITIES_ADMIN_ROLES, FACILITIES_READER_ROLES } from '../../shared/auth/facilities-access';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { createRoom, deleteRoom, getRoom, listRooms, listRoomsOfComplex, updateRoom } from './rooms.service';

export function roomsRoutes({ ctx }: { ctx: ServiceContext }) {
  const readers = allowRoles(FACILITIES_READER_ROLES);
  const admins = allowRoles(FACILITIES_ADMIN_ROLES);
  return new Hono<AppEnv>()
    .get('/rooms', readers, async (c) => c.json(await listRooms({ ctx, actor: c.var.actor, input: readQuery(c, RoomListQuerySchema) })))
    .get('/complexes/:id/rooms', readers, async (c) => {
      const input = { ...readQuery(c, PageQuerySchema), complexId: c.req.param('id') };
      return c.json(await listRoomsOfComplex({ ctx, actor: c.var.actor, input }));
    })
    .post('/rooms', admins, async (c) => {
      const input = await readJsonBody(c, CreateRoomInputSchema);
      return c.json(await createRoom({ ctx, actor: c.var.actor, input }), 201);
    })
    .get('/rooms/:id', readers, async (c) => c.json(await getRoom({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } })))
    .put('/rooms/:id', admins, async (c) => {
      const changes = await readJsonBody(c, UpdateRoomInputSchema);
      return c.json(await updateRoom({ ctx, actor: c.var.actor, input: { id: c.req.param('id'), changes } }));
    })
    .delete('/rooms/:id', admins, async (c) => {
      await deleteRoom({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } });
      return c.body(null, 204);
    });
}
