import { EmailSchema, FirstNameSchema, LastNameSchema, PasswordSchema } from '@club/contracts';
import { z } from 'zod';
import { ConfirmPasswordSchema, withMatchingPasswords } from '../../shared/schemas/new-password';

/** The registration form, built from the API's own field contracts. */
export const RegisterInputSchema = withMatchingPasswords(
  z.object({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  }),
);
export type RegisterInput = z.output<typeof RegisterInputSchema>;
