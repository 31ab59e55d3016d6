import { MemberProfileInputSchema, ROLES } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { getMemberProfile, updateMemberProfile } from './member-profile.service';

const signedIn = allowRoles(ROLES);

/** The signed-in person's own emergency contact and visibility choices (name, phone… go through /api/auth/update-user). */
export function memberProfileRoutes({ ctx }: { ctx: ServiceContext }) {
  return new Hono<AppEnv>()
    .get('/me/profile', signedIn, async (c) => c.json({ success: true as const, data: await getMemberProfile({ ctx, actor: c.var.actor }) }))
    .put('/me/profile', signedIn, async (c) => {
      const input = await readJsonBody(c, MemberProfileInputSchema);
      return c.json({ success: true as const, data: await updateMemberProfile({ ctx, actor: c.var.actor, input }) });
    });
}
