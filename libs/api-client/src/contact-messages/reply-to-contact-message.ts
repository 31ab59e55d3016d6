import { CONTACT_INBOX_MESSAGES, ContactMessageDetailSchema, type ContactMessageDetail, type ContactReplyInput } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../facilities/shared/refresh';
import { withStatusMessages } from '../facilities/shared/status-messages';
import { contactMessageKeys } from './get-contact-messages';

/** `POST /api/admin/contact-messages/{id}/replies`: e-mails the reply to the visitor and records it on the message. */
export function replyToContactMessage({ id, ...input }: { id: string } & ContactReplyInput): Promise<ContactMessageDetail> {
  return withStatusMessages(http.post(`/admin/contact-messages/${encodeURIComponent(id)}/replies`, input, { parse: ContactMessageDetailSchema }), {
    404: CONTACT_INBOX_MESSAGES.notFound,
  });
}

export function useReplyToContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyToContactMessage, onSettled: () => refreshAfterChange(queryClient, [contactMessageKeys.all]) });
}
