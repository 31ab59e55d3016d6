import { type AuditRecord, ROLE_LABELS, RoleSchema } from '@club/contracts';
import { formatShortDate } from '@club/ui/dates';

const roleLabel = (value: unknown) => {
  const role = RoleSchema.safeParse(value);
  return role.success ? ROLE_LABELS[role.data] : String(value ?? '—');
};
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown) => (typeof value === 'number' ? value : null);

/** A publish's version, and the share of visitors when it went out as a candidate (ADR 162). */
function publishText(details: Record<string, unknown>): string {
  const version = `Version ${String(details.version ?? '?')}${text(details.build) ? ` (${text(details.build)})` : ''}`;
  return count(details.canaryPercent) === null
    ? version
    : `${version}, candidate pour ${String(details.canaryPercent)} % des visiteurs (en ligne : version ${String(details.current ?? '?')})`;
}

/** The end of a candidate: which one, and why when the watch aborted it. */
function candidateText(action: 'remote.canary-promote' | 'remote.canary-abort', details: Record<string, unknown>): string {
  if (action === 'remote.canary-promote')
    return `Version ${String(details.candidate ?? '?')} en ligne pour tous (à la place de la version ${String(details.current ?? '?')})`;
  const aborted = `Version candidate ${String(details.candidate ?? '?')} abandonnée, retour à la version ${String(details.current ?? '?')}`;
  return details.reason === 'failures'
    ? `${aborted} : ${String(details.failures ?? '?')} échecs pour ${String(details.loads ?? '?')} chargements en ${String(details.windowMinutes ?? '?')} min`
    : aborted;
}

/** The details of a record in one French line (no raw JSON for the association's admins). */
export function auditDetailsText({ action, details }: Pick<AuditRecord, 'action' | 'details'>): string {
  switch (action) {
    case 'user.create':
      return `Rôle : ${roleLabel(details.role)}`;
    case 'user.role':
      return `${roleLabel(details.from)} → ${roleLabel(details.to)}`;
    case 'user.update':
      return Array.isArray(details.fields) && details.fields.length > 0 ? `Champs : ${details.fields.join(', ')}` : '—';
    case 'user.ban':
      return text(details.reason) ? `Motif : ${text(details.reason)}` : 'Sans motif';
    case 'user.delete':
      return `Rôle : ${roleLabel(details.role)}`;
    case 'application.approved':
    case 'application.rejected': {
      const choice = [text(details.sectionName), text(details.categoryName)].filter(Boolean).join(' — ');
      const comments = text(details.comments) ? `Commentaire : ${text(details.comments)}` : '';
      return [choice, comments].filter(Boolean).join(' · ') || '—';
    }
    case 'remote.publish':
      return publishText(details);
    case 'remote.publish-refused':
      return Array.isArray(details.problems) && details.problems.length > 0 ? `Refusée : ${details.problems.map(String).join(' ; ')}` : 'Refusée';
    case 'remote.rollback':
      return `Version ${String(details.from ?? '?')} → version ${String(details.to ?? '?')}${count(details.droppedCandidate) === null ? '' : ` (candidate ${String(details.droppedCandidate)} retirée)`}`;
    case 'remote.canary-promote':
    case 'remote.canary-abort':
      return candidateText(action, details);
    case 'publish-token.create':
      return text(details.expiresAt) ? `Expire le ${formatShortDate(String(details.expiresAt))}` : 'Sans expiration';
    case 'email.resend':
    case 'contact.reply':
      return text(details.subject) ? `Objet\u00a0: ${text(details.subject)}` : '—';
    default:
      return '—';
  }
}
