import type { ContactInboxFilter, ContactMessageState } from '@club/contracts';
import { sql, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ContactMessagesTable, ContactRepliesTable, Database } from '../../db/schema';
import { containsPattern } from '../../shared/search-text';

export async function insertContactMessage(db: Kysely<Database>, row: Insertable<ContactMessagesTable>): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

export interface ContactFilters {
  state: ContactInboxFilter;
  search?: string;
}

function filtered(db: Kysely<Database>, filters: ContactFilters): SelectQueryBuilder<Database, 'contact_messages', object> {
  let query = db.selectFrom('contact_messages');
  if (filters.state !== 'all') query = query.where('state', '=', filters.state);
  if (filters.search) query = query.where(sql<boolean>`search_text like ${containsPattern(filters.search)} escape '\\'`);
  return query;
}

const MESSAGE_COLUMNS = ['id', 'name', 'email', 'subject', 'message', 'state', 'created_at'] as const;

/** Newest first, with each message's number of replies. */
export function listContactMessages(db: Kysely<Database>, filters: ContactFilters, page: { offset: number; limit: number }) {
  return filtered(db, filters)
    .select(MESSAGE_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('contact_replies')
        .select((count) => count.fn.countAll<number | string>().as('n'))
        .whereRef('contact_replies.message_id', '=', 'contact_messages.id')
        .as('reply_count'),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countContactMessages(db: Kysely<Database>, filters: ContactFilters): Promise<number> {
  const row = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findContactMessage(db: Kysely<Database>, id: string) {
  return db.selectFrom('contact_messages').select(MESSAGE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function listReplies(db: Kysely<Database>, messageId: string) {
  return db
    .selectFrom('contact_replies')
    .select(['id', 'author_name', 'text', 'created_at'])
    .where('message_id', '=', messageId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** False when no such message. `from` narrows the change to messages in that state (reading marks unread ones only). */
export async function setContactMessageState(db: Kysely<Database>, id: string, state: ContactMessageState, from?: ContactMessageState): Promise<boolean> {
  let query = db.updateTable('contact_messages').set({ state }).where('id', '=', id);
  if (from) query = query.where('state', '=', from);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

export async function insertContactReply(db: Kysely<Database>, row: ContactRepliesTable): Promise<void> {
  await db.insertInto('contact_replies').values(row).execute();
}
