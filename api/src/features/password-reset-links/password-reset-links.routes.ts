import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { type PasswordResetLinksContext, sendPasswordResetLink } from './password-reset-links.service';

/** `POST /api/admin/users/:id/password-reset-link`: admins only (ADR 173). */
export function passwordResetLinksRoutes({ ctx }: { ctx: PasswordResetLinksContext }) {
  return new Hono<AppEnv>().post('/admin/users/:id/password-reset-link', allowRoles(['admin']), async (c) =>
    c.json(await sendPasswordResetLink({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } })),
  );
}
