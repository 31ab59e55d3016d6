import { EmailChangeConfirmedSchema, successResponseSchema, type EmailChangeConfirmed, type EmailChangeRequest } from '@club/contracts';
import { http } from '@club/http';
import { z } from 'zod';

const DoneSchema = z.object({ success: z.literal(true) });
const ConfirmedResponseSchema = successResponseSchema(EmailChangeConfirmedSchema);

/** `POST /api/me/email-change`: the current password, checked by the server; a link goes to the new address. */
export async function requestEmailChange(input: EmailChangeRequest): Promise<void> {
  await http.post('/me/email-change', input, { parse: DoneSchema });
}

/** `POST /api/email-change/confirm`: the link sent to the new address; it becomes the account's address. */
export async function confirmEmailChange(token: string): Promise<EmailChangeConfirmed> {
  return (await http.post('/email-change/confirm', { token }, { parse: ConfirmedResponseSchema })).data;
}

/** `POST /api/email-change/undo`: the link sent to the old address; it is the account's again, every session closed. */
export async function undoEmailChange(token: string): Promise<void> {
  await http.post('/email-change/undo', { token }, { parse: DoneSchema });
}
