import { EMAIL_MESSAGES, EmailDeliverySchema, type EmailDelivery } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../facilities/shared/refresh';
import { withStatusMessages } from '../facilities/shared/status-messages';
import { emailKeys } from './get-emails';

/**
 * `POST /api/admin/emails/{id}/resend` (no body): the e-mail waits again, to be sent at once. The API refuses
 * with 409 and its French message when it was delivered meanwhile or its link has expired.
 */
export function resendEmail(id: string): Promise<EmailDelivery> {
  return withStatusMessages(http.post(`/admin/emails/${encodeURIComponent(id)}/resend`, undefined, { parse: EmailDeliverySchema }), {
    404: EMAIL_MESSAGES.notFound,
  });
}

/** The lists refetch after a refusal too: a 409 means the row on screen no longer says how the e-mail stands. */
export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendEmail, onSettled: () => refreshAfterChange(queryClient, [emailKeys.all]) });
}
