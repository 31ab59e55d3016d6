import { EmailSchema, PASSWORD_MAX_LENGTH } from './auth';
import { z } from './zod';

/** French texts of the e-mail change (ADR 160); the wrong password is the spec's INVALID_PASSWORD message. */
export const EMAIL_CHANGE_MESSAGES = {
  currentPasswordRequired: "Saisissez votre mot de passe actuel pour changer d'adresse e-mail",
  wrongPassword: 'Mot de passe incorrect',
  sameAddress: "C'est déjà votre adresse e-mail",
  malformedLink: 'Ce lien est incomplet. Utilisez le lien reçu par e-mail, sans le modifier.',
  confirmNotFound: "Ce lien de confirmation n'est pas valide : il a peut-être déjà servi ou été remplacé par une demande plus récente.",
  confirmExpired: "Ce lien de confirmation a expiré. Demandez à nouveau le changement d'adresse depuis votre profil.",
  confirmStale: "L'adresse de ce compte a changé depuis cette demande : ce lien ne peut plus servir.",
  addressTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
  undoNotFound: "Ce lien d'annulation n'est pas valide : il a peut-être déjà servi.",
  undoExpired: "Ce lien d'annulation a expiré. Contactez l'association pour récupérer votre compte.",
  oldAddressTaken: "Votre ancienne adresse est désormais utilisée par un autre compte. Contactez l'association pour récupérer votre compte.",
} as const;

/** Error codes of the e-mail change besides the shared ones. */
export const EMAIL_CHANGE_ERROR_CODES = {
  invalidPassword: 'INVALID_PASSWORD',
  linkExpired: 'LINK_EXPIRED',
} as const;

/** `POST /api/me/email-change`: the new address, and the current password, checked on the server. */
export const EmailChangeRequestSchema = z.object({
  newEmail: EmailSchema,
  currentPassword: z
    .string({ error: EMAIL_CHANGE_MESSAGES.currentPasswordRequired })
    .min(1, EMAIL_CHANGE_MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, EMAIL_CHANGE_MESSAGES.wrongPassword),
});
export type EmailChangeRequest = z.infer<typeof EmailChangeRequestSchema>;

/** A link's secret: 32 random bytes in base64url (43 characters). */
export const EMAIL_CHANGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `POST /api/email-change/confirm` and `/undo`: the token of the link received by e-mail. */
export const EmailChangeTokenSchema = z.object({
  token: z.string({ error: EMAIL_CHANGE_MESSAGES.malformedLink }).regex(EMAIL_CHANGE_TOKEN_PATTERN, EMAIL_CHANGE_MESSAGES.malformedLink),
});
export type EmailChangeToken = z.infer<typeof EmailChangeTokenSchema>;

/** `POST /api/email-change/confirm` → `{ success, data }`: the account's address from now on. */
export const EmailChangeConfirmedSchema = z.object({ email: z.string() });
export type EmailChangeConfirmed = z.infer<typeof EmailChangeConfirmedSchema>;
