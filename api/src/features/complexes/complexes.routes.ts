import { ComplexListQuerySchema, CreateComplexInputSchema, UpdateComplexInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { FACILITIES_ADMIN_ROLES, FACILITIES_READER_ROLES } from '../../shared/auth/facilities-access';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { createComplex, deleteComplex, getComplex, listComplexes, updateComplex } from './complexes.service';

export function complexesRoutes({ ctx }: { ctx: ServiceContext }) {
  const readers = allowRoles(FACILITIES_READER_ROLES);
  const admins = allowRoles(FACILITIES_ADMIN_ROLES);
  return new Hono<AppEnv>()
    .get('/complexes', readers, async (c) => c.json(await listComplexes({ ctx, actor: c.var.actor, input: readQuery(c, ComplexListQuerySchema) })))
    .post('/complexes', admins, async (c) => {
      const input = await readJsonBody(c, CreateComplexInputSchema);
      return c.json(await createComplex({ ctx, actor: c.var.actor, input }), 201);
    })
    .get('/complexes/:id', readers, async (c) => c.json(await getComplex({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } })))
    .put('/complexes/:id', admins, async (c) => {
      const changes = await readJsonBody(c, UpdateComplexInputSchema);
      return c.json(await updateComplex({ ctx, actor: c.var.actor, input: { id: c.req.param('id'), changes } }));
    })
    .delete('/complexes/:id', admins, async (c) => {
      await deleteComplex({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } });
      return c.body(null, 204);
    });
}
