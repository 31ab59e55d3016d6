import { z } from './zod';
import { PageQuerySchema, pagedResponseSchema, searchQuery } from './facilities/paging';

/**
 * Where an e-mail of the outbox stands (ADR 167): written with the change it tells about (`waiting`), taken by
 * one instance's delivery worker (`sending`), accepted by the SMTP server (`sent`) or given up (`failed`).
 */
export const EMAIL_STATUSES = ['waiting', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  waiting: 'En attente',
  sending: "En cours d'envoi",
  sent: 'Remis',
  failed: 'Échec',
};

/** Why the last attempt did not deliver an e-mail; the server's own answer is `lastError`. */
export const EMAIL_ERROR_KINDS = ['unreachable', 'timeout', 'configuration', 'temporary', 'refused', 'expired', 'gave-up'] as const;
export type EmailErrorKind = (typeof EMAIL_ERROR_KINDS)[number];

export const EMAIL_ERROR_LABELS: Record<EmailErrorKind, string> = {
  unreachable: "Serveur d'envoi injoignable",
  timeout: "Le serveur d'envoi ne répond pas",
  configuration: "Connexion au serveur d'envoi refusée : identifiants ou TLS de SMTP_URL à vérifier",
  temporary: "Refus temporaire du serveur d'envoi",
  refused: "Adresse refusée par le serveur d'envoi",
  expired: "Lien expiré avant l'envoi",
  'gave-up': "Non remis après 24 heures d'essais",
};

/** The lists of the « E-mails » view: `undelivered` is waiting, sending and failed together. */
export const EMAIL_LIST_FILTERS = ['undelivered', 'failed', 'sent'] as const;
export type EmailListFilter = (typeof EMAIL_LIST_FILTERS)[number];

export const EMAIL_MESSAGES = {
  filter: 'Le filtre doit être undelivered, failed ou sent',
  notFound: "Cet e-mail n'existe pas ou a été supprimé.",
  alreadySent: 'Cet e-mail a déjà été remis.',
  sending: "Cet e-mail est en cours d'envoi : réessayez dans une minute.",
  linkExpired: 'Le lien de cet e-mail a expiré : la personne doit en demander un nouveau depuis le site.',
} as const;

/** `GET /api/admin/emails`: `search` matches part of the recipient or the subject; newest first. */
export const EmailListQuerySchema = PageQuerySchema.extend({
  status: z.enum(EMAIL_LIST_FILTERS, { error: EMAIL_MESSAGES.filter }).default('undelivered'),
  search: searchQuery(),
});
export type EmailListQuery = z.infer<typeof EmailListQuerySchema>;

/** One e-mail as admins see it: never its body, which may hold a sign-in or reset link. */
export const EmailDeliverySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  errorKind: z.enum(EMAIL_ERROR_KINDS).nullable(),
  /** The SMTP server's or the connection's own message, technical and untranslated. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** When the worker tries again (waiting e-mails only). */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** When the link or code it carries stops working; null when it carries none. */
  expiresAt: z.string().nullable(),
  /** « Renvoyer » is offered: not delivered and its link (if any) still valid. */
  resendable: z.boolean(),
});
export type EmailDelivery = z.infer<typeof EmailDeliverySchema>;

/** The delivery queue at a glance, also in `GET /api/health` (`mail`). */
export const EmailQueueSchema = z.object({
  /** `smtp` when SMTP_URL is set; `outbox` when e-mails are only kept in the table (development). */
  transport: z.enum(['smtp', 'outbox']),
  /** Waiting or being sent. */
  waiting: z.number().int(),
  /** The oldest of them, null when none waits. */
  oldestWaitingAt: z.string().nullable(),
  /** Given up in the last 24 hours. */
  failed24h: z.number().int(),
});
export type EmailQueue = z.infer<typeof EmailQueueSchema>;

export const EmailPageSchema = pagedResponseSchema(EmailDeliverySchema).extend({ queue: EmailQueueSchema });
export type EmailPage = z.infer<typeof EmailPageSchema>;
