import { isFamilyAddress, type AuditAction } from '@club/contracts';
import type { AuditEntry } from './audit.service';
import type { PersonSnapshot } from './people-audit.repository';

/** What the before hook saw (ADR 104): who acts, and the target as it was before the change. */
export interface PeopleAuditSnapshot {
  path: string;
  body: Record<string, unknown>;
  actor: { id: string; name: string };
  target: PersonSnapshot | null;
}

/** The better-auth endpoints that are admin actions on people (`/request-password-reset` only for another person). */
export const AUDITED_PATHS = new Set([
  '/admin/create-user',
  '/admin/set-role',
  '/admin/update-user',
  '/admin/ban-user',
  '/admin/unban-user',
  '/admin/set-user-password',
  '/admin/revoke-user-sessions',
  '/admin/remove-user',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/request-password-reset',
]);

/** « Léa Durand (lea@exemple.fr) »; a family member without a login has no address to show (ADR 210). */
export const personLabel = (person: { name: string; email: string }) => `${person.name} (${isFamilyAddress(person.email) ? 'membre de la famille' : person.email})`;

const roleText = (role: unknown) => (Array.isArray(role) ? role.map(String).join(',') : String(role));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function updateAction(data: Record<string, unknown>): AuditAction {
  if (Object.hasOwn(data, 'role')) return 'user.role';
  if (data.banned === true) return 'user.ban';
  if (data.banned === false) return 'user.unban';
  return 'user.update';
}

/** Action and details of a better-auth admin call; never a password, only the names of updated fields. */
function actionOf({ path, body, target }: PeopleAuditSnapshot): { action: AuditAction; details: Record<string, unknown> } | null {
  switch (path) {
    case '/admin/create-user':
      return { action: 'user.create', details: { role: roleText(body.role ?? 'user') } };
    case '/admin/set-role':
      return { action: 'user.role', details: { from: target?.role ?? null, to: roleText(body.role) } };
    case '/admin/update-user': {
      const data = isRecord(body.data) ? body.data : {};
      const details: Record<string, unknown> = { fields: Object.keys(data).filter((key) => key !== 'password') };
      if (Object.hasOwn(data, 'role')) Object.assign(details, { from: target?.role ?? null, to: roleText(data.role) });
      return { action: updateAction(data), details };
    }
    case '/admin/ban-user':
      return { action: 'user.ban', details: { reason: body.banReason ?? null, expiresInSeconds: body.banExpiresIn ?? null } };
    case '/admin/unban-user':
      return { action: 'user.unban', details: {} };
    case '/admin/set-user-password':
      return { action: 'user.password-set', details: {} };
    case '/request-password-reset':
      return { action: 'user.password-reset-requested', details: {} };
    case '/admin/revoke-user-sessions':
      return { action: 'user.sessions-revoked', details: {} };
    case '/admin/remove-user':
      return { action: 'user.delete', details: { role: target?.role ?? null } };
    case '/admin/impersonate-user':
      return { action: 'impersonation.start', details: {} };
    case '/admin/stop-impersonating':
      return { action: 'impersonation.stop', details: {} };
    default:
      return null;
  }
}

/** The record of a successful call; `created` is the user better-auth answered for create-user. */
export function peopleAuditEntry(snapshot: PeopleAuditSnapshot, created: PersonSnapshot | null): AuditEntry | null {
  const described = actionOf(snapshot);
  const target = snapshot.path === '/admin/create-user' ? created : snapshot.target;
  if (!described || !target) return null;
  return { ...described, actor: snapshot.actor, target: { id: target.id, label: personLabel(target) } };
}
