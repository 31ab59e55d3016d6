import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { membersOnly } from '../../shared/auth/member-access';
import { memberDashboard } from './member-dashboard.service';

/** A member's home in one read, which the HTML of a first visit of /dashboard preloads (issue 30, ADR 196). */
export function memberDashboardRoutes({ ctx }: { ctx: IdentityContext }) {
  return new Hono<AppEnv>().get('/me/dashboard', membersOnly, async (c) => c.json(await memberDashboard({ ctx, actor: c.var.actor })));
}
