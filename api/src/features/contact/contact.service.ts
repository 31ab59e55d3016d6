import { randomUUID } from 'node:crypto';
import type { ContactMessageCreated, ContactMessageInput } from '@club/contracts';
import type { ServiceContext } from '../../shared/service-context';
import { insertContactMessage } from './contact.repository';

/** Stores a message from the public contact form. Consent is required by the contract, not stored twice. */
export async function createContactMessage({ ctx, input }: { ctx: ServiceContext; input: ContactMessageInput }): Promise<ContactMessageCreated> {
  const id = randomUUID();
  const createdAt = ctx.now().toISOString();
  await insertContactMessage(ctx.db, {
    id,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    created_at: createdAt,
  });
  return { id, createdAt };
}
