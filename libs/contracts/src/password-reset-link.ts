import { z } from './zod';

/** `POST /api/admin/users/{id}/password-reset-link`: the reset e-mail is on its way to this address (ADR 173). */
export const PasswordResetLinkSentSchema = z.object({ success: z.literal(true), email: z.string() });
export type PasswordResetLinkSent = z.infer<typeof PasswordResetLinkSentSchema>;
