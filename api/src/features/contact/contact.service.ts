import { randomUUID } from 'node:crypto';
import type { ContactMessageCreated, ContactMessageInput } from '@club/contracts';
import { contactMessageNoticeEmail } from '../../shared/mail/templates/contact-emails';
import { normalizeSearchText } from '../../shared/search-text';
import { inWriteTransaction } from '../../shared/write-transaction';
import type { ContactContext } from './contact-context';
import { insertContactMessage } from './contact.repository';

/**
 * Stores a message from the public contact form, unread, and writes its notice to the club's address in the
 * same transaction (ADR 169): no message without its notice. Consent is required by the contract, not stored twice.
 */
export async function createContactMessage({ ctx, input }: { ctx: ContactContext; input: ContactMessageInput }): Promise<ContactMessageCreated> {
  const id = randomUUID();
  const createdAt = ctx.now().toISOString();
  await inWriteTransaction(ctx, async (db) => {
    await insertContactMessage(db, {
      id,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      created_at: createdAt,
      state: 'unread',
      search_text: normalizeSearchText(input.name, input.email, input.subject, input.message),
    });
    await ctx.outbox.enqueue(db, contactMessageNoticeEmail({ site: ctx.site, message: { id, ...input } }));
  });
  return { id, createdAt };
}
