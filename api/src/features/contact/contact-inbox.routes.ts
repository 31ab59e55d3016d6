import { ContactInboxQuerySchema, ContactMessageStateInputSchema, ContactReplyInputSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import { readJsonBody } from '../../shared/validation';
import type { ContactContext } from './contact-context';
import { changeMessageState, listInbox, readMessage, replyToMessage, unreadCount } from './contact-inbox.service';

const admins = allowRoles(['admin']);

/** The inbox « Messages » (ADR 169): the contact form's messages, for admins only. */
export function contactInboxRoutes({ ctx }: { ctx: ContactContext }) {
  return new Hono<AppEnv>()
    .get('/admin/contact-messages', admins, async (c) => c.json(await listInbox({ ctx, actor: c.var.actor, input: readQuery(c, ContactInboxQuerySchema) })))
    .get('/admin/contact-messages/unread-count', admins, async (c) => c.json(await unreadCount({ ctx, actor: c.var.actor })))
    .get('/admin/contact-messages/:id', admins, async (c) => c.json(await readMessage({ ctx, actor: c.var.actor, input: { id: c.req.param('id') } })))
    .put('/admin/contact-messages/:id/state', admins, async (c) => {
      const input = await readJsonBody(c, ContactMessageStateInputSchema);
      return c.json(await changeMessageState({ ctx, actor: c.var.actor, input: { id: c.req.param('id'), ...input } }));
    })
    .post('/admin/contact-messages/:id/replies', admins, async (c) => {
      const input = await readJsonBody(c, ContactReplyInputSchema);
      return c.json(await replyToMessage({ ctx, actor: c.var.actor, input: { id: c.req.param('id'), ...input } }), 201);
    });
}
