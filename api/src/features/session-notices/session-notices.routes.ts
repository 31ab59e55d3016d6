import { ROLES, SessionNoticePreferencesSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { membersOnly } from '../../shared/auth/member-access';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { getNoticePreferences, listMyNotices, setNoticePreferences } from './session-notices.service';

/** The changes of my sessions (members) and which of them I receive by e-mail (anyone signed in): ADR 171. */
export function sessionNoticesRoutes({ ctx }: { ctx: ServiceContext }) {
  const signedIn = allowRoles(ROLES);
  return new Hono<AppEnv>()
    .get('/me/session-notices', membersOnly, async (c) => c.json(await listMyNotices({ ctx, actor: c.var.actor, input: null })))
    .get('/me/session-notice-preferences', signedIn, async (c) => c.json(await getNoticePreferences({ ctx, actor: c.var.actor, input: null })))
    .put('/me/session-notice-preferences', signedIn, async (c) => {
      const input = await readJsonBody(c, SessionNoticePreferencesSchema);
      return c.json(await setNoticePreferences({ ctx, actor: c.var.actor, input }));
    });
}
