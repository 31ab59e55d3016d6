import { randomUUID } from 'node:crypto';
import {
  CONTACT_INBOX_MESSAGES,
  type ContactInboxQuery,
  type ContactMessageDetail,
  type ContactMessagePage,
  type ContactMessageStateInput,
  type ContactReplyInput,
  type ContactUnreadCount,
} from '@club/contracts';
import { notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { contactReplyEmail, excerptOf } from '../../shared/mail/templates/contact-emails';
import { pageOffset, toPage, totalOf } from '../../shared/paging';
import type { Db } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import { recordAudit } from '../audit/audit.service';
import type { ContactContext } from './contact-context';
import { countContactMessages, findContactMessage, insertContactReply, listContactMessages, listReplies, setContactMessageState } from './contact.repository';

const ADMINS = ['admin'] as const;
const LIST_EXCERPT_LENGTH = 140;

/** `GET /api/admin/contact-messages`: admins only, newest first, each message cut to an excerpt. */
export async function listInbox({ ctx, actor, input }: { ctx: ContactContext; actor: Actor | null; input: ContactInboxQuery }): Promise<ContactMessagePage> {
  requireRole(actor, ADMINS);
  const filters = { state: input.state, ...(input.search ? { search: input.search } : {}) };
  const rows = await listContactMessages(ctx.db, filters, { offset: pageOffset(input), limit: input.limit });
  const total = await totalOf(rows.length, input, () => countContactMessages(ctx.db, filters));
  const data = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    excerpt: excerptOf(row.message, LIST_EXCERPT_LENGTH),
    state: row.state,
    createdAt: row.created_at,
    replyCount: Number(row.reply_count ?? 0),
  }));
  return toPage(data, total, input);
}

/** `GET /api/admin/contact-messages/unread-count`: the « Messages non lus » widget. */
export async function unreadCount({ ctx, actor }: { ctx: ContactContext; actor: Actor | null }): Promise<ContactUnreadCount> {
  requireRole(actor, ADMINS);
  return { unread: await countContactMessages(ctx.db, { state: 'unread' }) };
}

async function detailOf(db: Db, id: string): Promise<ContactMessageDetail> {
  const row = await findContactMessage(db, id);
  if (!row) throw notFoundError(CONTACT_INBOX_MESSAGES.notFound);
  const replies = await listReplies(db, id);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    state: row.state,
    createdAt: row.created_at,
    replyCount: replies.length,
    replies: replies.map((reply) => ({ id: reply.id, authorName: reply.author_name, text: reply.text, createdAt: reply.created_at })),
  };
}

/** `GET /api/admin/contact-messages/:id`: reading an unread message marks it read (an archived one stays archived). */
export async function readMessage({ ctx, actor, input }: { ctx: ContactContext; actor: Actor | null; input: { id: string } }): Promise<ContactMessageDetail> {
  requireRole(actor, ADMINS);
  return inWriteTransaction(ctx, async (db) => {
    await setContactMessageState(db, input.id, 'read', 'unread');
    return detailOf(db, input.id);
  });
}

/** `PUT /api/admin/contact-messages/:id/state`: mark unread or read, archive, restore. */
export async function changeMessageState({
  ctx,
  actor,
  input,
}: {
  ctx: ContactContext;
  actor: Actor | null;
  input: { id: string } & ContactMessageStateInput;
}): Promise<ContactMessageDetail> {
  requireRole(actor, ADMINS);
  return inWriteTransaction(ctx, async (db) => {
    if (!(await setContactMessageState(db, input.id, input.state))) throw notFoundError(CONTACT_INBOX_MESSAGES.notFound);
    return detailOf(db, input.id);
  });
}

/**
 * `POST /api/admin/contact-messages/:id/replies`: the reply is recorded on the message, its e-mail to the
 * visitor written to the outbox and the action to the audit trail, in one transaction (ADR 169). A message
 * replied to is at least read; an archived one stays archived.
 */
export async function replyToMessage({
  ctx,
  actor,
  input,
}: {
  ctx: ContactContext;
  actor: Actor | null;
  input: { id: string } & ContactReplyInput;
}): Promise<ContactMessageDetail> {
  const admin = requireRole(actor, ADMINS);
  const now = ctx.now();
  return inWriteTransaction(ctx, async (db) => {
    const message = await findContactMessage(db, input.id);
    if (!message) throw notFoundError(CONTACT_INBOX_MESSAGES.notFound);
    await insertContactReply(db, {
      id: randomUUID(),
      message_id: message.id,
      author_id: admin.id,
      author_name: admin.name,
      text: input.text,
      created_at: now.toISOString(),
    });
    await setContactMessageState(db, message.id, 'read', 'unread');
    await ctx.outbox.enqueue(db, contactReplyEmail({ site: ctx.site, message, reply: input.text }));
    await recordAudit(db, now, {
      action: 'contact.reply',
      actor: { id: admin.id, name: admin.name },
      target: { id: message.id, label: message.email },
      details: { subject: message.subject },
    });
    return detailOf(db, message.id);
  });
}
