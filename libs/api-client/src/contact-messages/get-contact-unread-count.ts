import { ContactUnreadCountSchema, type ContactUnreadCount } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { contactMessageKeys } from './get-contact-messages';

/** `GET /api/admin/contact-messages/unread-count`: the « Messages non lus » widget. */
export function getContactUnreadCount(signal?: AbortSignal): Promise<ContactUnreadCount> {
  return http.get('/admin/contact-messages/unread-count', { parse: ContactUnreadCountSchema, signal });
}

export const contactUnreadCountQueryOptions = () =>
  queryOptions({ queryKey: contactMessageKeys.unreadCount(), queryFn: ({ signal }) => getContactUnreadCount(signal) });
