import { AdminUsersQuerySchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { listUsersForAdmin } from './admin-users.service';

/** `GET /api/admin/users?search&role&status&limit&offset`: the users admin's list, filtered by role and status (issue 32). */
export function adminUsersRoutes({ ctx }: { ctx: ServiceContext }) {
  return new Hono<AppEnv>().get('/admin/users', allowRoles(['admin']), async (c) =>
    c.json(await listUsersForAdmin({ ctx, actor: c.var.actor, input: readQuery(c, AdminUsersQuerySchema) })),
  );
}
