import { PasswordMiniSchema } from '@club/contracts/mini';
import * as z from 'zod/mini';

// zod/mini: the settings page downloads no zod classic (docs/decisions/203-member-settings-on-zod-mini.md).

const CURRENT_PASSWORD_MESSAGE = 'Saisissez votre mot de passe actuel';
const currentPassword = () => z.string({ error: CURRENT_PASSWORD_MESSAGE }).check(z.minLength(1, CURRENT_PASSWORD_MESSAGE));
const CONFIRM_MESSAGE = 'Veuillez confirmer le mot de passe';

export const ChangePasswordSchema = z
  .object({
    currentPassword: currentPassword(),
    newPassword: PasswordMiniSchema,
    confirmPassword: z.string({ error: CONFIRM_MESSAGE }).check(z.minLength(1, CONFIRM_MESSAGE)),
    revokeOtherSessions: z.boolean(),
  })
  .check(z.refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'Les mots de passe ne correspondent pas' }));
export type ChangePasswordValues = z.infer<typeof ChangePasswordSchema>;

/** Every sensitive step (two-factor, backup codes, deletion) asks for the password again. */
export const PasswordConfirmationSchema = z.object({ password: currentPassword() });
export type PasswordConfirmationValues = z.infer<typeof PasswordConfirmationSchema>;

const CODE_MESSAGE = 'Le code contient 6 chiffres';
export const TotpCodeSchema = z.object({ code: z.string({ error: CODE_MESSAGE }).check(z.trim(), z.regex(/^\d{6}$/, CODE_MESSAGE)) });
export type TotpCodeValues = z.infer<typeof TotpCodeSchema>;
