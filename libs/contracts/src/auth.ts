import { z } from './zod';

/** Spec §5/§9: at least 12 characters. The maximum bounds the cost of hashing a submitted password. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PasswordSchema = z
  .string({ error: 'Le mot de passe est requis' })
  .min(PASSWORD_MIN_LENGTH, `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`)
  .max(PASSWORD_MAX_LENGTH, `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères`);

const EMAIL_REQUIRED = "L'adresse e-mail est requise";

export const EmailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, 'Adresse e-mail invalide')
  .pipe(z.email({ error: 'Adresse e-mail invalide' }));
