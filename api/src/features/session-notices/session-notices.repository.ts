import type { SessionNoticeKind } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database, SessionNoticesTable } from '../../db/schema';

/** Who hears of a session's change: the members of its category, those signed up and those waiting. */
export async function concernedUserIds(db: Kysely<Database>, session: { id: string; category_id: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('category_id', '=', session.category_id)
    .union(db.selectFrom('training_session_registrations').select('user_id').where('session_id', '=', session.id))
    .union(db.selectFrom('training_session_waiting_list').select('user_id').where('session_id', '=', session.id))
    .execute();
  return rows.map((row) => row.user_id);
}

export async function insertNotices(db: Kysely<Database>, rows: SessionNoticesTable[]): Promise<void> {
  if (rows.length) await db.insertInto('session_notices').values(rows).execute();
}

export async function roomName(db: Kysely<Database>, roomId: string): Promise<string | null> {
  const row = await db.selectFrom('rooms').select('name').where('id', '=', roomId).executeTakeFirst();
  return row?.name ?? null;
}

export async function myNotices(db: Kysely<Database>, userId: string, since: string, limit: number): Promise<SessionNoticesTable[]> {
  return db
    .selectFrom('session_notices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function optOuts(db: Kysely<Database>, userId: string): Promise<Set<SessionNoticeKind>> {
  const rows = await db.selectFrom('session_notice_opt_outs').select('kind').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.kind as SessionNoticeKind));
}

export async function replaceOptOuts(db: Kysely<Database>, userId: string, kinds: SessionNoticeKind[]): Promise<void> {
  await db.deleteFrom('session_notice_opt_outs').where('user_id', '=', userId).execute();
  if (kinds.length)
    await db
      .insertInto('session_notice_opt_outs')
      .values(kinds.map((kind) => ({ user_id: userId, kind })))
      .execute();
}

/** People whose newest waiting notice is older than `quietSince`: their changes have settled. */
export async function settledRecipients(db: Kysely<Database>, quietSince: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('session_notices')
    .select('user_id')
    .where('flushed_at', 'is', null)
    .groupBy('user_id')
    .having((eb) => eb.fn.max('created_at'), '<=', quietSince)
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

export async function waitingNotices(db: Kysely<Database>, userId: string): Promise<SessionNoticesTable[]> {
  return db.selectFrom('session_notices').selectAll().where('user_id', '=', userId).where('flushed_at', 'is', null).orderBy('created_at').orderBy('id').execute();
}

/** Marks them told; the count tells whether another instance took some first. */
export async function markFlushed(db: Kysely<Database>, ids: string[], at: string): Promise<number> {
  const result = await db.updateTable('session_notices').set({ flushed_at: at }).where('id', 'in', ids).where('flushed_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function recipient(
  db: Kysely<Database>,
  userId: string,
): Promise<{ email: string; first_name: string | null; name: string; date_of_birth: string | null } | undefined> {
  return db.selectFrom('users').select(['email', 'first_name', 'name', 'date_of_birth']).where('id', '=', userId).executeTakeFirst();
}
