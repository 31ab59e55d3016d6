import { MemberListQuerySchema, ROLES } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { listSectionMembers } from './members.service';

/** The member directory of the member area (/dashboard/members). */
export function membersRoutes(ctx: ServiceContext) {
  return new Hono<AppEnv>().get('/members', allowRoles(ROLES), async (c) =>
    c.json(await listSectionMembers({ ctx, actor: c.var.actor, input: readQuery(c, MemberListQuerySchema) })),
  );
}
