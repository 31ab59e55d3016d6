import { PasswordSchema } from '@club/contracts';
import { z } from 'zod';

const PASSWORDS_DIFFER_MESSAGE = 'Les mots de passe ne correspondent pas';

export const ConfirmPasswordSchema = z.string({ error: 'Veuillez confirmer le mot de passe' }).min(1, 'Veuillez confirmer le mot de passe');

/** Adds the "typed twice the same" rule to a form with `password` and `confirmPassword`, reported on the confirmation. */
export const withMatchingPasswords = <T extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: T) =>
  schema.refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER_MESSAGE });

/** A new password typed twice (reset form). */
export const NewPasswordSchema = withMatchingPasswords(z.object({ password: PasswordSchema, confirmPassword: ConfirmPasswordSchema }));
