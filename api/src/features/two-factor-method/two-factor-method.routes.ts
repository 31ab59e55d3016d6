import { ROLES } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import type { ServiceContext } from '../../shared/service-context';
import { getMyTwoFactorMethod } from './two-factor-method.service';

/** `GET /api/me/two-factor`: anyone signed in (members or not yet, ADR 177). */
export function twoFactorMethodRoutes({ ctx }: { ctx: ServiceContext }) {
  return new Hono<AppEnv>().get('/me/two-factor', allowRoles(ROLES), async (c) => c.json(await getMyTwoFactorMethod({ ctx, actor: c.var.actor })));
}
