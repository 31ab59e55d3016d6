import { ROLES, SESSION_NOTICE_KINDS, type SessionNoticeKind, type SessionNoticePreferences, type SessionNotices } from '@club/contracts';
import { MEMBER_ROLES } from '../../shared/auth/member-access';
import { requireRole } from '../../shared/auth/require-actor';
import type { Call } from '../training-sessions/training-sessions.service';
import { myNotices, optOuts, replaceOptOuts } from './session-notices.repository';

const DASHBOARD_DAYS = 30;
const DASHBOARD_LIMIT = 20;

/** The changes of my sessions over the last 30 days, newest first: the dashboard's « Changements » (ADR 171). */
export async function listMyNotices({ ctx, actor }: Call<null>): Promise<SessionNotices> {
  const me = requireRole(actor, MEMBER_ROLES);
  const since = new Date(ctx.now().getTime() - DASHBOARD_DAYS * 24 * 3_600_000).toISOString();
  const rows = await myNotices(ctx.db, me.id, since, DASHBOARD_LIMIT);
  return {
    data: rows.map((row) => ({
      id: row.id,
      sessionId: row.session_id,
      kind: row.kind as SessionNoticeKind,
      title: row.title,
      startAt: row.start_at,
      before: row.before,
      after: row.after,
      createdAt: row.created_at,
    })),
  };
}

/** Which notices I receive by e-mail (all, until I turn one off). */
export async function getNoticePreferences({ ctx, actor }: Call<null>): Promise<SessionNoticePreferences> {
  const me = requireRole(actor, ROLES);
  const off = await optOuts(ctx.db, me.id);
  return Object.fromEntries(SESSION_NOTICE_KINDS.map((kind) => [kind, !off.has(kind)])) as SessionNoticePreferences;
}

export async function setNoticePreferences({ ctx, actor, input }: Call<SessionNoticePreferences>): Promise<SessionNoticePreferences> {
  const me = requireRole(actor, ROLES);
  await ctx.db.transaction().execute((trx) =>
    replaceOptOuts(
      trx,
      me.id,
      SESSION_NOTICE_KINDS.filter((kind) => !input[kind]),
    ),
  );
  return getNoticePreferences({ ctx, actor, input: null });
}
