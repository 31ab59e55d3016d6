import { ProfileInputSchema, ROLES } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readJsonBody } from '../../shared/validation';
import { completeProfile, getFirstLoginStatus, listMyMemberships } from './onboarding.service';

const signedIn = allowRoles(ROLES);

export function onboardingRoutes({ ctx }: { ctx: IdentityContext }) {
  return new Hono<AppEnv>()
    .get('/first-login/status', signedIn, async (c) => c.json({ success: true as const, data: await getFirstLoginStatus({ ctx, actor: c.var.actor }) }))
    .put('/first-login/profile', signedIn, async (c) => {
      const input = await readJsonBody(c, ProfileInputSchema);
      return c.json({ success: true as const, data: await completeProfile({ ctx, actor: c.var.actor, input }) });
    })
    .get('/me/memberships', signedIn, async (c) => c.json({ success: true as const, data: await listMyMemberships({ ctx, actor: c.var.actor }) }));
}
