import { MemberListQuerySchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { membersOnly } from '../../shared/auth/member-access';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { listSectionMembers } from './members.service';

/** The member directory of the member area (/dashboard/members). */
export function membersRoutes({ ctx }: { ctx: ServiceContext }) {
  return new Hono<AppEnv>().get('/members', membersOnly, async (c) =>
    c.json(await listSectionMembers({ ctx, actor: c.var.actor, input: readQuery(c, MemberListQuerySchema) })),
  );
}
