import { AuditListQuerySchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { listAudit } from './audit.service';

/** The audit trail of admin actions on people (ADR 104): admins only. */
export function auditRoutes({ ctx }: { ctx: ServiceContext }) {
  return new Hono<AppEnv>().get('/admin/audit', allowRoles(['admin']), async (c) =>
    c.json(await listAudit({ ctx, actor: c.var.actor, input: readQuery(c, AuditListQuerySchema) })),
  );
}
