import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password-policy';
import { z } from './zod';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy';

export const PasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

const EMAIL_REQUIRED = "L'adresse e-mail est requise";

export const EmailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, 'Adresse e-mail invalide')
  .pipe(z.email({ error: 'Adresse e-mail invalide' }));
