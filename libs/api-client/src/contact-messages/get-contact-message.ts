import { CONTACT_INBOX_MESSAGES, ContactMessageDetailSchema, type ContactMessageDetail } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { withStatusMessages } from '../facilities/shared/status-messages';
import { contactMessageKeys } from './get-contact-messages';

/** `GET /api/admin/contact-messages/{id}`: the message and its replies; the API marks an unread message read. */
export function getContactMessage(id: string, signal?: AbortSignal): Promise<ContactMessageDetail> {
  return withStatusMessages(http.get(`/admin/contact-messages/${encodeURIComponent(id)}`, { parse: ContactMessageDetailSchema, signal }), {
    404: CONTACT_INBOX_MESSAGES.notFound,
  });
}

export const contactMessageQueryOptions = (id: string) =>
  queryOptions({ queryKey: contactMessageKeys.detail(id), queryFn: ({ signal }) => getContactMessage(id, signal) });
