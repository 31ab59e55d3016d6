/**
 * The French message of every better-auth error code the site can meet. The first block is the
 * spec's catalogue (§8), verbatim; the rest covers codes of better-auth 1.7 and of the admin and
 * two-factor plugins that the spec predates.
 */
export const SPEC_AUTH_ERROR_MESSAGES = {
  USER_ALREADY_EXISTS: 'Cet utilisateur existe déjà',
  INVALID_PASSWORD: 'Mot de passe incorrect',
  INVALID_EMAIL: 'Email incorrect',
  INVALID_EMAIL_OR_PASSWORD: 'Email ou mot de passe incorrect',
  FAILED_TO_CREATE_USER: "Erreur lors de la création de l'utilisateur",
  FAILED_TO_CREATE_SESSION: 'Erreur lors de la création de la session',
  FAILED_TO_GET_SESSION: 'Erreur lors de la récupération de la session',
  FAILED_TO_UPDATE_USER: "Erreur lors de la mise à jour de l'utilisateur",
  FAILED_TO_GET_USER_INFO: "Erreur lors de la récupération des informations de l'utilisateur",
  USER_EMAIL_NOT_FOUND: 'Email non trouvé',
  EMAIL_NOT_VERIFIED: 'Email non vérifié',
  PASSWORD_TOO_SHORT: 'Mot de passe trop court',
  PASSWORD_TOO_LONG: 'Mot de passe trop long',
  PASSWORD_TOO_WEAK: 'Mot de passe trop faible',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'Compte social déjà lié',
  PROVIDER_NOT_FOUND: 'Fournisseur non trouvé',
  INVALID_TOKEN: 'Token invalide',
  ID_TOKEN_NOT_SUPPORTED: 'Token ID non supporté',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'Erreur lors de la déconnexion du dernier compte',
  ACCOUNT_NOT_FOUND: 'Compte non trouvé',
  EMAIL_CAN_NOT_BE_UPDATED: 'Email ne peut pas être mis à jour',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Compte de connexion non trouvé',
  SESSION_EXPIRED: 'Session expirée',
  USER_NOT_FOUND: 'Utilisateur non trouvé',
} as const;

export const EXTRA_AUTH_ERROR_MESSAGES = {
  // better-auth core
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Cet utilisateur existe déjà. Utilisez une autre adresse e-mail.',
  TOKEN_EXPIRED: 'Le lien a expiré. Demandez-en un nouveau.',
  INVALID_USER: 'Utilisateur invalide',
  EMAIL_ALREADY_VERIFIED: 'Cette adresse e-mail est déjà vérifiée.',
  EMAIL_MISMATCH: "L'adresse e-mail ne correspond pas.",
  SESSION_NOT_FRESH: 'Pour des raisons de sécurité, reconnectez-vous avant de faire cette action.',
  USER_ALREADY_HAS_PASSWORD: 'Ce compte a déjà un mot de passe.',
  PASSWORD_ALREADY_SET: 'Ce compte a déjà un mot de passe.',
  CHANGE_EMAIL_DISABLED: "Le changement d'adresse e-mail n'est pas disponible.",
  VERIFICATION_EMAIL_NOT_ENABLED: "L'envoi d'e-mails de vérification n'est pas disponible.",
  FAILED_TO_CREATE_VERIFICATION: 'Impossible de créer le lien de vérification. Réessayez plus tard.',
  LINKED_ACCOUNT_ALREADY_EXISTS: 'Ce compte est déjà lié.',
  INVALID_ORIGIN: 'Requête refusée : origine non autorisée.',
  MISSING_OR_NULL_ORIGIN: 'Requête refusée : origine manquante.',
  INVALID_CALLBACK_URL: 'Adresse de retour invalide.',
  INVALID_REDIRECT_URL: 'Adresse de redirection invalide.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Connexion bloquée : la demande ne provient pas de ce site.',
  VALIDATION_ERROR: 'Certaines informations sont invalides.',
  MISSING_FIELD: 'Un champ obligatoire est manquant.',
  FIELD_NOT_ALLOWED: "Un des champs envoyés n'est pas modifiable.",
  PASSWORD_COMPROMISED: 'Ce mot de passe figure dans une fuite de données connue. Choisissez-en un autre.',
  RESET_PASSWORD_DISABLED: "La réinitialisation du mot de passe n'est pas disponible.",
  TOO_MANY_REQUESTS: 'Trop de tentatives. Veuillez patienter quelques instants avant de réessayer.',
  // admin plugin
  BANNED_USER: "Votre compte a été suspendu. Contactez l'association pour en savoir plus.",
  YOU_CANNOT_BAN_YOURSELF: 'Vous ne pouvez pas suspendre votre propre compte.',
  YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE: "Vous n'avez pas le droit de changer le rôle des utilisateurs.",
  YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS: "Vous n'avez pas le droit de créer des utilisateurs.",
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: "Vous n'avez pas le droit de lister les utilisateurs.",
  YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS: "Vous n'avez pas le droit de lister les sessions des utilisateurs.",
  YOU_ARE_NOT_ALLOWED_TO_BAN_USERS: "Vous n'avez pas le droit de suspendre des utilisateurs.",
  YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS: "Vous n'avez pas le droit d'emprunter l'identité d'un utilisateur.",
  YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS: "Vous n'avez pas le droit de révoquer les sessions des utilisateurs.",
  YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS: "Vous n'avez pas le droit de supprimer des utilisateurs.",
  YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD: "Vous n'avez pas le droit de modifier le mot de passe des utilisateurs.",
  YOU_ARE_NOT_ALLOWED_TO_GET_USER: "Vous n'avez pas le droit de consulter cet utilisateur.",
  YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS: "Vous n'avez pas le droit de modifier les utilisateurs.",
  YOU_CANNOT_REMOVE_YOURSELF: 'Vous ne pouvez pas supprimer votre propre compte ici.',
  YOU_CANNOT_IMPERSONATE_ADMINS: "Vous ne pouvez pas emprunter l'identité d'un administrateur.",
  // The site's own rule (ADR 158), beside better-auth's codes: an admin's password is changed by its owner only.
  YOU_CANNOT_SET_ADMINS_PASSWORD:
    "Vous ne pouvez pas définir le mot de passe d'un administrateur : il le change lui-même dans ses paramètres, ou avec « Mot de passe oublié ? ».",
  YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE: "Ce rôle n'existe pas.",
  INVALID_ROLE_TYPE: 'Rôle invalide.',
  NO_DATA_TO_UPDATE: 'Aucune modification à enregistrer.',
  // two-factor plugin
  OTP_NOT_ENABLED: "La vérification par code e-mail n'est pas activée.",
  OTP_NOT_CONFIGURED: "La vérification par code e-mail n'est pas disponible.",
  OTP_HAS_EXPIRED: 'Le code a expiré. Demandez-en un nouveau.',
  OTP_EXPIRED: 'Le code a expiré. Demandez-en un nouveau.',
  INVALID_OTP: 'Code invalide',
  INVALID_CODE: 'Code invalide',
  TOTP_NOT_ENABLED: "L'application d'authentification n'est pas activée sur ce compte.",
  TOTP_ALREADY_ENABLED: "L'application d'authentification est déjà activée.",
  TOTP_NOT_CONFIGURED: "L'application d'authentification n'est pas configurée sur ce compte.",
  TWO_FACTOR_NOT_ENABLED: "La validation en deux étapes n'est pas activée sur ce compte.",
  BACKUP_CODES_NOT_ENABLED: 'Les codes de secours ne sont pas activés sur ce compte.',
  INVALID_BACKUP_CODE: 'Code de secours invalide',
  TOO_MANY_ATTEMPTS: 'Trop de tentatives. Demandez un nouveau code.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Trop de tentatives. Demandez un nouveau code.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Trop de tentatives de vérification : votre compte est temporairement bloqué. Réessayez plus tard.',
  INVALID_TWO_FACTOR_COOKIE: 'La vérification a expiré. Reconnectez-vous.',
} as const;

// A pure call, not a spread: bundlers keep an unused spread (it could run getters), and the shell imports this module for its fallback.
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = /* @__PURE__ */ Object.assign({}, SPEC_AUTH_ERROR_MESSAGES, EXTRA_AUTH_ERROR_MESSAGES);

export type AuthErrorCode = keyof typeof SPEC_AUTH_ERROR_MESSAGES | keyof typeof EXTRA_AUTH_ERROR_MESSAGES;

export const AUTH_FALLBACK_MESSAGE = 'Une erreur est survenue. Veuillez réessayer.';

/**
 * The French message of a bare code: what a link's `?error=` carries (the e-mail verification and reset
 * links). A refused call does not need it: the API already sends the message (ADR 180).
 */
export function authCodeMessage(code: string | null, fallback: string): string {
  return (code && AUTH_ERROR_MESSAGES[code.toUpperCase()]) || fallback;
}
