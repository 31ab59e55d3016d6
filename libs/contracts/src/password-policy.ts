// The password policy without zod: the classic `PasswordSchema` (./auth.ts) and its zod/mini twin (./mini/account.ts) share it.

/** Spec §5/§9: at least 12 characters. The maximum bounds the cost of hashing a submitted password. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: 'Le mot de passe est requis',
  tooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  tooLong: `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,
} as const;
