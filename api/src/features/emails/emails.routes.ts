import { EmailListQuerySchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import { type EmailsContext, listEmailDeliveries, resendEmail } from './emails.service';

/** The « E-mails » view's API (ADR 167): the e-mails and their delivery, for admins only. */
export function emailsRoutes({ ctx }: { ctx: EmailsContext }) {
  return new Hono<AppEnv>()
    .get('/admin/emails', allowRoles(['admin']), async (c) =>
      c.json(await listEmailDeliveries({ ctx, actor: c.var.actor, input: readQuery(c, EmailListQuerySchema) })),
    )
    .post('/admin/emails/:id/resend', allowRoles(['admin']), async (c) => c.json(await resendEmail({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } })));
}
