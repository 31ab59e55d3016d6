import { CreateMinibusInputSchema, MinibusListQuerySchema, UpdateMinibusInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { FACILITIES_ADMIN_ROLES, FACILITIES_READER_ROLES } from '../../shared/auth/facilities-access';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { createMinibus, deleteMinibus, getMinibus, listMinibuses, updateMinibus } from './minibuses.service';

export function minibusesRoutes({ ctx }: { ctx: ServiceContext }) {
  const readers = allowRoles(FACILITIES_READER_ROLES);
  const admins = allowRoles(FACILITIES_ADMIN_ROLES);
  return new Hono<AppEnv>()
    .get('/minibuses', readers, async (c) => c.json(await listMinibuses({ ctx, actor: c.var.actor, input: readQuery(c, MinibusListQuerySchema) })))
    .post('/minibuses', admins, async (c) => {
      const input = await readJsonBody(c, CreateMinibusInputSchema);
      return c.json(await createMinibus({ ctx, actor: c.var.actor, input }), 201);
    })
    .get('/minibuses/:id', readers, async (c) => c.json(await getMinibus({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } })))
    .put('/minibuses/:id', admins, async (c) => {
      const changes = await readJsonBody(c, UpdateMinibusInputSchema);
      return c.json(await updateMinibus({ ctx, actor: c.var.actor, input: { id: c.req.param('id'), changes } }));
    })
    .delete('/minibuses/:id', admins, async (c) => {
      await deleteMinibus({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } });
      return c.body(null, 204);
    });
}
