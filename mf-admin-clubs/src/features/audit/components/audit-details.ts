import { type AuditRecord, ROLE_LABELS, RoleSchema } from '@club/contracts';

const roleLabel = (value: unknown) => {
  const role = RoleSchema.safeParse(value);
  return role.success ? ROLE_LABELS[role.data] : String(value ?? '—');
};
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

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
    default:
      return '—';
  }
}
