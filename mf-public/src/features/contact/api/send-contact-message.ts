import { ContactMessageCreatedSchema, type ContactMessageCreated, type ContactMessageInput } from '@club/contracts';
import { http } from '@club/http';
import { useMutation } from '@club/stack';

/** `POST /api/contact`: the API validates with the same contract, stores the message and rate-limits. */
function sendContactMessage(input: ContactMessageInput): Promise<ContactMessageCreated> {
  return http.post('/contact', input, { parse: ContactMessageCreatedSchema });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
