import { CONTACT_INBOX_MESSAGES, ContactMessageDetailSchema, type ContactMessageDetail, type ContactMessageState } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../facilities/shared/refresh';
import { withStatusMessages } from '../facilities/shared/status-messages';
import { contactMessageKeys } from './get-contact-messages';

/** `PUT /api/admin/contact-messages/{id}/state`: mark unread or read, archive, restore. */
export function changeContactMessageState({ id, state }: { id: string; state: ContactMessageState }): Promise<ContactMessageDetail> {
  return withStatusMessages(http.put(`/admin/contact-messages/${encodeURIComponent(id)}/state`, { state }, { parse: ContactMessageDetailSchema }), {
    404: CONTACT_INBOX_MESSAGES.notFound,
  });
}

/** A message marked unread leaves the screen: its own query is dropped, since reading it again would mark it read. */
export function useChangeContactMessageState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeContactMessageState,
    onSettled: (_message, _error, { id, state }) =>
      refreshAfterChange(queryClient, [contactMessageKeys.all], { drop: state === 'unread' ? [contactMessageKeys.detail(id)] : [] }),
  });
}
