import { z } from './zod';
import { PageQuerySchema, pagedResponseSchema, searchQuery } from './facilities/paging';

/** Where a contact message stands in the admins' inbox « Messages » (ADR 169); a new one is unread. */
export const CONTACT_MESSAGE_STATES = ['unread', 'read', 'archived'] as const;
export type ContactMessageState = (typeof CONTACT_MESSAGE_STATES)[number];

export const CONTACT_MESSAGE_STATE_LABELS: Record<ContactMessageState, string> = {
  unread: 'Non lu',
  read: 'Lu',
  archived: 'Archivé',
};

/** The inbox's lists: one state, or every message (`all`). */
export const CONTACT_INBOX_FILTERS = ['unread', 'read', 'archived', 'all'] as const;
export type ContactInboxFilter = (typeof CONTACT_INBOX_FILTERS)[number];

export const MAX_CONTACT_REPLY_LENGTH = 5000;

export const CONTACT_INBOX_MESSAGES = {
  filter: 'Le filtre doit être unread, read, archived ou all',
  state: "L'état doit être « non lu », « lu » ou « archivé »",
  replyRequired: 'La réponse est requise',
  replyTooLong: `La réponse ne peut pas dépasser ${MAX_CONTACT_REPLY_LENGTH} caractères`,
  notFound: "Ce message n'existe pas ou a été supprimé.",
} as const;

/** `GET /api/admin/contact-messages`: `search` matches part of the name, e-mail, subject or message; newest first. */
export const ContactInboxQuerySchema = PageQuerySchema.extend({
  state: z.enum(CONTACT_INBOX_FILTERS, { error: CONTACT_INBOX_MESSAGES.filter }).default('unread'),
  search: searchQuery(),
});
export type ContactInboxQuery = z.infer<typeof ContactInboxQuerySchema>;

/** One message in the inbox's list: its text cut to an excerpt. */
export const ContactMessageSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  excerpt: z.string(),
  state: z.enum(CONTACT_MESSAGE_STATES),
  createdAt: z.string(),
  replyCount: z.number().int(),
});
export type ContactMessageSummary = z.infer<typeof ContactMessageSummarySchema>;

export const ContactMessagePageSchema = pagedResponseSchema(ContactMessageSummarySchema);
export type ContactMessagePage = z.infer<typeof ContactMessagePageSchema>;

/** A reply sent by e-mail to the author of a message, from the club's address. */
export const ContactReplySchema = z.object({
  id: z.string(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ContactReply = z.infer<typeof ContactReplySchema>;

/** `GET /api/admin/contact-messages/:id`: the whole message and its replies, oldest first. */
export const ContactMessageDetailSchema = ContactMessageSummarySchema.omit({ excerpt: true }).extend({
  message: z.string(),
  replies: z.array(ContactReplySchema),
});
export type ContactMessageDetail = z.infer<typeof ContactMessageDetailSchema>;

/** `PUT /api/admin/contact-messages/:id/state`. */
export const ContactMessageStateInputSchema = z.object({
  state: z.enum(CONTACT_MESSAGE_STATES, { error: CONTACT_INBOX_MESSAGES.state }),
});
export type ContactMessageStateInput = z.infer<typeof ContactMessageStateInputSchema>;

/** `POST /api/admin/contact-messages/:id/replies`: the text sent to the author (the form and the API). */
export const ContactReplyInputSchema = z.object({
  text: z
    .string({ error: CONTACT_INBOX_MESSAGES.replyRequired })
    .trim()
    .min(1, CONTACT_INBOX_MESSAGES.replyRequired)
    .max(MAX_CONTACT_REPLY_LENGTH, CONTACT_INBOX_MESSAGES.replyTooLong),
});
export type ContactReplyInput = z.infer<typeof ContactReplyInputSchema>;

/** `GET /api/admin/contact-messages/unread-count`: the « Messages non lus » widget. */
export const ContactUnreadCountSchema = z.object({ unread: z.number().int() });
export type ContactUnreadCount = z.infer<typeof ContactUnreadCountSchema>;
