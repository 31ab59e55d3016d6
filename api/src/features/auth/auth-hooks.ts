import { isAdminRole, roleOf } from '@club/contracts';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { snapshotPeopleAudit } from '../audit/people-audit-hooks';
import { assertSameSiteCallbacks } from './callback-urls';
import { assertEmailTwoFactorProvedByCode } from './email-two-factor';
import { assertPeopleRules, type PeopleChange } from './people-rules';
import { assertAccountDeletionConfirmed, assertProfileFields, isRecord } from './profile-fields';
import { assertSingleRole } from './role-values';

/** The people changes a better-auth request asks for (admin plugin endpoints and self-deletion). */
function peopleChangesOf(endpoint: string, body: Record<string, unknown>): PeopleChange[] {
  const targetId = typeof body.userId === 'string' ? body.userId : null;
  if (endpoint === '/delete-user' || endpoint === '/delete-user/callback') return [{ kind: 'delete-self' }];
  if (!targetId) return [];
  const data = isRecord(body.data) ? body.data : {};
  // Role values were checked first (assertSingleRole): a role that is not one of the five never gets here.
  const setRole = (value: unknown): PeopleChange[] => {
    const role = roleOf(value);
    return role ? [{ kind: 'set-role', targetId, role }] : [];
  };
  switch (endpoint) {
    case '/admin/set-role':
      return setRole(body.role);
    case '/admin/ban-user':
      return [{ kind: 'ban', targetId }];
    case '/admin/remove-user':
      return [{ kind: 'remove', targetId }];
    case '/admin/impersonate-user':
      return [{ kind: 'impersonate', targetId }];
    case '/admin/set-user-password':
      return [{ kind: 'set-password', targetId }];
    case '/admin/update-user':
      return [...(Object.hasOwn(data, 'role') ? setRole(data.role) : []), ...(data.banned === true ? [{ kind: 'ban' as const, targetId }] : [])];
    default:
      return [];
  }
}

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

async function assertPeopleChanges(ctx: { db: Kysely<Database>; now: () => Date }, hook: AuthHookContext, body: Record<string, unknown>): Promise<void> {
  const changes = peopleChangesOf(hook.path, body);
  if (changes.length === 0) return;
  const session = await getSessionFromCtx(hook);
  // No session, or not an admin on an admin endpoint: better-auth's own 401 / 403 answer.
  if (!session) return;
  for (const change of changes) {
    if (change.kind !== 'delete-self' && !isAdminRole(session.user.role)) return;
    await assertPeopleRules(ctx, session.user.id, change);
  }
}

/**
 * better-auth's `hooks.before` (its public extension point): the profile fields and role values it writes
 * are checked with the shared contracts, and the people rules (ADR 087) run before its admin endpoints. Errors are
 * AppErrors: with `onAPIError.throw` they reach the app's error handler and its `{ code, message, requestId }`.
 */
export function authBeforeHook(ctx: { db: Kysely<Database>; now: () => Date }) {
  return createAuthMiddleware(async (hook) => {
    const body = isRecord(hook.body) ? hook.body : {};
    assertSameSiteCallbacks(body, isRecord(hook.query) ? hook.query : {});
    assertProfileFields(hook.path, body);
    assertSingleRole(hook.path, body);
    assertAccountDeletionConfirmed(hook.path, body);
    assertEmailTwoFactorProvedByCode(hook.path, body);
    await assertPeopleChanges(ctx, hook, body);
    // Only once the rules passed: the audit trail names who acts on whom, as they were before (ADR 104).
    await snapshotPeopleAudit(ctx.db, hook);
  });
}
