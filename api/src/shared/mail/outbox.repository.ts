import type { EmailErrorKind } from '@club/contracts';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { Database, OutboxTable } from '../../db/schema';
import { SERVER_PROBLEMS } from './delivery-failure';

export async function insertOutboxMail(db: Kysely<Database>, row: OutboxTable): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}

/** Due: waiting and its time has come, or claimed by an instance whose claim lapsed (it crashed or hung). */
const isDue = (now: string) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.or([eb.and([eb('status', '=', 'waiting'), eb('next_attempt_at', '<=', now)]), eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', now)])]);

/** A read before the claim: an idle instance's poll never takes SQLite's write lock. */
export async function hasDueMail(db: Kysely<Database>, now: string): Promise<boolean> {
  return (await db.selectFrom('outbox').select('id').where(isDue(now)).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Takes up to `limit` due e-mails for one worker, in one statement: on PostgreSQL the rows another instance
 * is taking are skipped (FOR UPDATE SKIP LOCKED); SQLite runs one writing statement at a time, so the same
 * UPDATE … RETURNING is already exclusive there. A row is only ever claimed by one worker at once.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  claim: { workerId: string; now: string; claimedUntil: string; limit: number },
): Promise<OutboxTable[]> {
  // A materialised CTE: as a plain `IN (subquery)` PostgreSQL may run the locking subquery once per row
  // (a nested-loop semi join) and take every due row instead of `limit`.
  return db
    .with(
      (cte) => cte('picked').materialized(),
      (query) =>
        query
          .selectFrom('outbox')
          .select('id')
          .where(isDue(claim.now))
          .orderBy('next_attempt_at')
          .limit(claim.limit)
          .$if(dialect === 'postgres', (locking) => locking.forUpdate().skipLocked()),
    )
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      claimed_by: claim.workerId,
      claimed_until: claim.claimedUntil,
      attempts: eb('attempts', '+', 1),
      last_attempt_at: claim.now,
    }))
    .where('id', 'in', (eb) => eb.selectFrom('picked').select('picked.id'))
    .where(isDue(claim.now))
    .returningAll()
    .execute();
}

/** Attempts started after `since`, by every instance: the sending rate limit's count. */
export async function countAttemptsSince(db: Kysely<Database>, since: string): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('last_attempt_at', '>', since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Only the worker holding the claim records the outcome: one whose claim lapsed and was taken over does not. */
const heldBy = (db: Kysely<Database>, id: string, workerId: string) =>
  db.updateTable('outbox').where('id', '=', id).where('status', '=', 'sending').where('claimed_by', '=', workerId);

export async function markSent(db: Kysely<Database>, id: string, workerId: string, now: string): Promise<void> {
  await heldBy(db, id, workerId)
    .set({ status: 'sent', sent_at: now, next_attempt_at: null, claimed_by: null, claimed_until: null, error_kind: null, last_error: null })
    .execute();
}

export async function markRetry(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  retry: { nextAttemptAt: string; errorKind: EmailErrorKind; lastError: string },
): Promise<void> {
  await heldBy(db, id, workerId)
    .set({
      status: 'waiting',
      next_attempt_at: retry.nextAttemptAt,
      error_kind: retry.errorKind,
      last_error: retry.lastError,
      claimed_by: null,
      claimed_until: null,
    })
    .execute();
}

export async function markFailed(
  db: Kysely<Database>,
  id: string,
  workerId: string,
  failure: { errorKind: EmailErrorKind; lastError: string | null },
): Promise<void> {
  await heldBy(db, id, workerId)
    .set({ status: 'failed', next_attempt_at: null, error_kind: failure.errorKind, last_error: failure.lastError, claimed_by: null, claimed_until: null })
    .execute();
}

/**
 * While e-mails wait for an unreachable (or misconfigured) server and nobody tried any e-mail for `quietMs`,
 * the oldest of them becomes due now: the server is probed at that pace whatever the backoff, and its first
 * success releases the others (hurryServerProblemRetries). True when one was made due.
 */
export async function dueServerProbe(db: Kysely<Database>, now: string, quietSince: string): Promise<boolean> {
  const candidate = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'waiting')
    .where('next_attempt_at', '>', now)
    .where('error_kind', 'in', [...SERVER_PROBLEMS])
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  if (!candidate) return false;
  const latest = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.max('last_attempt_at').as('at'))
    .executeTakeFirst();
  if (latest?.at && latest.at > quietSince) return false;
  const result = await db.updateTable('outbox').set({ next_attempt_at: now }).where('id', '=', candidate.id).where('status', '=', 'waiting').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The server answers again: the e-mails waiting because it did not are due now rather than after their backoff. */
export async function hurryServerProblemRetries(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: now })
    .where('status', '=', 'waiting')
    .where('next_attempt_at', '>', now)
    .where('error_kind', 'in', [...SERVER_PROBLEMS])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const waitingRow = (eb: ExpressionBuilder<Database, 'outbox'>) => eb('status', 'in', ['waiting', 'sending']);
const failedRowSince = (eb: ExpressionBuilder<Database, 'outbox'>, since: string) => eb.and([eb('status', '=', 'failed'), eb('last_attempt_at', '>=', since)]);

/**
 * The queue at a glance: e-mails not yet accepted (and the oldest), and those given up since `failedSince`. One
 * read of the rows that count: the health check answers from it, which also proves the database answers.
 */
export async function readQueueSummary(db: Kysely<Database>, failedSince: string): Promise<{ waiting: number; oldestWaitingAt: string | null; failed: number }> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.sum<number | string | null>(eb.case().when(waitingRow(eb)).then(1).else(0).end()).as('waiting'),
      eb.fn.min<string | null>(eb.case().when(waitingRow(eb)).then(eb.ref('created_at')).end()).as('oldest'),
      eb.fn.sum<number | string | null>(eb.case().when(failedRowSince(eb, failedSince)).then(1).else(0).end()).as('failed'),
    ])
    .where((eb) => eb.or([waitingRow(eb), failedRowSince(eb, failedSince)]))
    .executeTakeFirst();
  return { waiting: Number(row?.waiting ?? 0), oldestWaitingAt: row?.oldest ?? null, failed: Number(row?.failed ?? 0) };
}
