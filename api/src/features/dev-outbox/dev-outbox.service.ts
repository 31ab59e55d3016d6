import type { OutboxMail, OutboxQuery } from '@club/contracts';
import type { ServiceContext } from '../../shared/service-context';
import { listOutboxMails } from './dev-outbox.repository';

/** The e-mails the site would have sent (no SMTP configured), newest first. */
export async function readOutbox({ ctx, input }: { ctx: ServiceContext; input: OutboxQuery }): Promise<OutboxMail[]> {
  const rows = await listOutboxMails(ctx.db, input.to);
  return rows.map((row) => ({ to: row.to_address, subject: row.subject, text: row.text, html: row.html, replyTo: row.reply_to, createdAt: row.created_at }));
}
