import { DISPLAY_NAME_MAX_LENGTH, EmailSchema, FirstNameSchema, LastNameSchema, PasswordSchema } from '@club/contracts';
import { z } from 'zod';
import { ConfirmPasswordSchema, withMatchingPasswords } from '../../shared/schemas/new-password';

/** Sign-up sends `name` = "Prénom Nom", which the API bounds (DisplayNameSchema): said here, on the last name. */
const NAMES_TOO_LONG = `Le prénom et le nom réunis ne peuvent pas dépasser ${DISPLAY_NAME_MAX_LENGTH - 1} caractères`;

/** The registration form, built from the API's own field contracts. */
export const RegisterInputSchema = withMatchingPasswords(
  z
    .object({
      firstName: FirstNameSchema,
      lastName: LastNameSchema,
      email: EmailSchema,
      password: PasswordSchema,
      confirmPassword: ConfirmPasswordSchema,
    })
    .refine((values) => `${values.firstName} ${values.lastName}`.length <= DISPLAY_NAME_MAX_LENGTH, { path: ['lastName'], message: NAMES_TOO_LONG }),
);
export type RegisterInput = z.output<typeof RegisterInputSchema>;
