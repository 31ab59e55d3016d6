import { PasswordSchema } from '@club/contracts';
import { z } from 'zod';

const CURRENT_PASSWORD_MESSAGE = 'Saisissez votre mot de passe actuel';
const currentPassword = () => z.string({ error: CURRENT_PASSWORD_MESSAGE }).min(1, CURRENT_PASSWORD_MESSAGE);

export const ChangePasswordSchema = z
  .object({
    currentPassword: currentPassword(),
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: 'Veuillez confirmer le mot de passe' }).min(1, 'Veuillez confirmer le mot de passe'),
    revokeOtherSessions: z.boolean(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'Les mots de passe ne correspondent pas' });
export type ChangePasswordValues = z.infer<typeof ChangePasswordSchema>;

/** Every sensitive step (two-factor, backup codes, deletion) asks for the password again. */
export const PasswordConfirmationSchema = z.object({ password: currentPassword() });
export type PasswordConfirmationValues = z.infer<typeof PasswordConfirmationSchema>;

const CODE_MESSAGE = 'Le code contient 6 chiffres';
export const TotpCodeSchema = z.object({
  code: z
    .string({ error: CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, CODE_MESSAGE),
});
export type TotpCodeValues = z.infer<typeof TotpCodeSchema>;
