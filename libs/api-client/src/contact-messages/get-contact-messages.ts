import { ContactMessagePageSchema, type ContactInboxQuery, type ContactMessagePage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { compactParams } from '../facilities/shared/paging';

export type ContactMessageListParams = Partial<ContactInboxQuery>;

/** Hierarchical keys: invalidating `all` refreshes the inbox's lists, a message and the `/admin` widget. */
export const contactMessageKeys = {
  all: ['contact-messages'] as const,
  lists: () => [...contactMessageKeys.all, 'list'] as const,
  list: (params: ContactMessageListParams) => [...contactMessageKeys.lists(), params] as const,
  detail: (id: string) => [...contactMessageKeys.all, 'detail', id] as const,
  unreadCount: () => [...contactMessageKeys.all, 'unread-count'] as const,
};

/** `GET /api/admin/contact-messages` (state, search, page, limit), newest first; admins only. */
export function getContactMessages(params: ContactMessageListParams = {}, signal?: AbortSignal): Promise<ContactMessagePage> {
  return http.get('/admin/contact-messages', { query: compactParams(params), parse: ContactMessagePageSchema, signal });
}

export const contactMessagesQueryOptions = (params: ContactMessageListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: contactMessageKeys.list(query), queryFn: ({ signal }) => getContactMessages(query, signal) });
};
