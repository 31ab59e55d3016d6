import type { EmailListFilter } from '@club/contracts';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema';

/** The columns admins see: never `text` nor `html`, which may hold a sign-in or reset link. */
const LISTED = [
  'id',
  'to_address',
  'subject',
  'status',
  'attempts',
  'error_kind',
  'last_error',
  'created_at',
  'last_attempt_at',
  'next_attempt_at',
  'sent_at',
  'expires_at',
] as const;
export type ListedEmail = Pick<OutboxTable, (typeof LISTED)[number]>;

export interface EmailFilters {
  status: EmailListFilter;
  search?: string;
}

const STATUSES: Record<EmailListFilter, OutboxTable['status'][]> = {
  undelivered: ['waiting', 'sending', 'failed'],
  failed: ['failed'],
  sent: ['sent'],
};

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filtered(db: Kysely<Database>, filters: EmailFilters): SelectQueryBuilder<Database, 'outbox', object> {
  let query = db.selectFrom('outbox').where('status', 'in', STATUSES[filters.status]);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    query = query.where((eb) =>
      eb.or([sql<boolean>`lower(${sql.ref('to_address')}) like ${pattern} escape '\\'`, sql<boolean>`lower(${sql.ref('subject')}) like ${pattern} escape '\\'`]),
    );
  }
  return query;
}

export function listEmails(db: Kysely<Database>, filters: EmailFilters, page: { offset: number; limit: number }): Promise<ListedEmail[]> {
  return filtered(db, filters).select(LISTED).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(page.offset).limit(page.limit).execute();
}

export async function countEmails(db: Kysely<Database>, filters: EmailFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findEmail(db: Kysely<Database>, id: string): Promise<ListedEmail | undefined> {
  return db.selectFrom('outbox').select(LISTED).where('id', '=', id).executeTakeFirst();
}

/**
 * Puts an e-mail back in the queue, due now, with a new retry window; not one being sent or already sent
 * (checked in the statement: a worker may have taken it meanwhile). False when nothing changed.
 */
export async function requeueEmail(db: Kysely<Database>, id: string, times: { now: string; retryUntil: string }): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'waiting', next_attempt_at: times.now, retry_until: times.retryUntil })
    .where('id', '=', id)
    .where('status', 'in', ['waiting', 'failed'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
