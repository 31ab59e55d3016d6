import { EmailChangeRequestSchema, EmailChangeTokenSchema, ROLES } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readJsonBody } from '../../shared/validation';
import type { PasswordCheck } from '../auth/password-check';
import { confirmEmailChange, requestEmailChange, undoEmailChange, type EmailChangeContext } from './email-change.service';

const signedIn = allowRoles(ROLES);

/**
 * A member's change of e-mail address (ADR 160): asked while signed in with the current password; confirmed
 * and undone by the links e-mailed to the new and the old address, which need no session.
 */
export function emailChangeRoutes({ ctx, passwords }: { ctx: EmailChangeContext; passwords: PasswordCheck }) {
  return new Hono<AppEnv>()
    .post('/me/email-change', signedIn, async (c) => {
      const input = await readJsonBody(c, EmailChangeRequestSchema);
      const passwordMatches = (password: string) => passwords(c.req.raw.headers, password);
      await requestEmailChange({ ctx, actor: c.var.actor, input, passwordMatches });
      return c.json({ success: true as const });
    })
    .post('/email-change/confirm', async (c) => {
      const input = await readJsonBody(c, EmailChangeTokenSchema);
      return c.json({ success: true as const, data: await confirmEmailChange({ ctx, input }) });
    })
    .post('/email-change/undo', async (c) => {
      const input = await readJsonBody(c, EmailChangeTokenSchema);
      await undoEmailChange({ ctx, input });
      return c.json({ success: true as const });
    });
}
