import { isAdminRole } from '@club/contracts';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from './audit.service';
import { findPersonByEmail, findPersonById, type PersonSnapshot } from './people-audit.repository';
import { AUDITED_PATHS, type PeopleAuditSnapshot, peopleAuditEntry } from './people-audit';

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Snapshots taken by the before hook, read by the after hook of the same request. Keyed by the request
 * object, which better-auth hands to both hooks; a request that never reaches the after hook is collected.
 */
const pending = new WeakMap<Request, PeopleAuditSnapshot>();

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function actorAndTarget(db: Kysely<Database>, hook: AuthHookContext, body: Record<string, unknown>) {
  const session = await getSessionFromCtx(hook);
  if (!session) return null;
  if (hook.path === '/admin/stop-impersonating') {
    const adminId = session.session.impersonatedBy;
    const admin = typeof adminId === 'string' ? await findPersonById(db, adminId) : undefined;
    return admin ? { actor: admin, target: await findPersonById(db, session.user.id) } : null;
  }
  // Anyone else is refused by better-auth itself; a user asking for their own reset is no admin action.
  if (!isAdminRole(session.user.role)) return null;
  const actor = { id: session.user.id, name: session.user.name };
  if (hook.path === '/request-password-reset') {
    const target = typeof body.email === 'string' ? await findPersonByEmail(db, body.email) : undefined;
    return target && target.id !== actor.id ? { actor, target } : null;
  }
  const target = typeof body.userId === 'string' ? await findPersonById(db, body.userId) : undefined;
  return { actor, target };
}

/** Called by the before hook once the people rules passed: who acts on whom, before the change (ADR 104). */
export async function snapshotPeopleAudit(db: Kysely<Database>, hook: AuthHookContext): Promise<void> {
  if (!AUDITED_PATHS.has(hook.path) || !hook.request) return;
  const body = isRecord(hook.body) ? hook.body : {};
  const found = await actorAndTarget(db, hook, body);
  if (!found) return;
  pending.set(hook.request, {
    path: hook.path,
    body,
    actor: { id: found.actor.id, name: found.actor.name },
    target: found.target ?? null,
  });
}

function createdUser(returned: unknown): PersonSnapshot | null {
  const user = isRecord(returned) && isRecord(returned.user) ? returned.user : null;
  if (!user || typeof user.id !== 'string') return null;
  return { id: user.id, name: String(user.name ?? ''), email: String(user.email ?? ''), role: typeof user.role === 'string' ? user.role : null };
}

/**
 * better-auth's `hooks.after`: records the admin action once better-auth answered with success, never
 * for a refusal. better-auth commits its change before this runs (no transaction reaches its hooks,
 * ADR 104); a failed write of the record fails the request loudly rather than leave a silent gap.
 */
export function peopleAuditAfterHook(ctx: { db: Kysely<Database>; now: () => Date }) {
  return createAuthMiddleware(async (hook) => {
    const snapshot = hook.request ? pending.get(hook.request) : undefined;
    if (!snapshot || !hook.request) return;
    pending.delete(hook.request);
    const returned: unknown = hook.context.returned;
    if (isAPIError(returned) || returned instanceof Error) return;
    const entry = peopleAuditEntry(snapshot, createdUser(returned));
    if (entry) await recordAudit(ctx.db, ctx.now(), entry);
  });
}
