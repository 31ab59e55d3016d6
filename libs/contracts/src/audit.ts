import { z } from './zod';
import { PageQuerySchema, pagedResponseSchema, searchQuery } from './facilities/paging';

/** Every admin action on people the audit trail records (ADR 104). */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.role',
  'user.update',
  'user.ban',
  'user.unban',
  'user.password-set',
  'user.password-reset-requested',
  'user.sessions-revoked',
  'user.delete',
  'impersonation.start',
  'impersonation.stop',
  'application.approved',
  'application.rejected',
  'remote.publish',
  'remote.publish-refused',
  'remote.rollback',
  'remote.canary-promote',
  'remote.canary-abort',
  'publish-token.create',
  'publish-token.revoke',
  'email.resend',
  'contact.reply',
  'family.add',
  'family.update',
  'family.remove',
  'family.login',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** French labels of the actions, for the list and its filter. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.create': 'Création de compte',
  'user.role': 'Changement de rôle',
  'user.update': 'Modification du compte',
  'user.ban': 'Suspension',
  'user.unban': 'Levée de suspension',
  'user.password-set': 'Nouveau mot de passe',
  'user.password-reset-requested': 'Envoi de réinitialisation du mot de passe',
  'user.sessions-revoked': 'Déconnexion de toutes les sessions',
  'user.delete': 'Suppression de compte',
  'impersonation.start': "Connexion en tant qu'un autre compte",
  'impersonation.stop': "Fin de la connexion en tant qu'un autre compte",
  'application.approved': 'Candidature approuvée',
  'application.rejected': 'Candidature refusée',
  'remote.publish': "Publication d'un remote",
  'remote.publish-refused': 'Publication refusée',
  'remote.rollback': 'Retour à une version antérieure',
  'remote.canary-promote': 'Version candidate généralisée',
  'remote.canary-abort': 'Version candidate abandonnée',
  'publish-token.create': "Création d'un jeton de publication",
  'publish-token.revoke': "Révocation d'un jeton de publication",
  'email.resend': "Renvoi d'un e-mail",
  'contact.reply': 'Réponse à un message de contact',
  'family.add': "Ajout d'un membre de la famille",
  'family.update': "Modification d'un membre de la famille",
  'family.remove': "Suppression d'un membre de la famille",
  'family.login': "Compte personnel d'un membre de la famille",
};

export const AUDIT_MESSAGES = {
  action: "L'action doit être l'une des actions du journal (par exemple user.role)",
} as const;

/** `GET /api/admin/audit`: `actor` and `target` match an id or part of a name / e-mail; newest first. */
export const AuditListQuerySchema = PageQuerySchema.extend({
  actor: searchQuery(),
  target: searchQuery(),
  action: z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.action }).optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const AuditRecordSchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.string().nullable(),
  actorName: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditRecord = z.infer<typeof AuditRecordSchema>;

export const AuditPageSchema = pagedResponseSchema(AuditRecordSchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;
