import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, EmailChangesTable } from '../../db/schema';

export type EmailChangeRow = Selectable<EmailChangesTable>;

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<{ id: string } | undefined> {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export async function findUserContact(db: Kysely<Database>, userId: string): Promise<{ email: string; name: string } | undefined> {
  return db.selectFrom('users').select(['email', 'name']).where('id', '=', userId).executeTakeFirst();
}

/** The address of the account; it was proved (by a link sent to it) before it became the account's. */
export async function setUserEmail(db: Kysely<Database>, userId: string, email: string, now: string): Promise<void> {
  await db.updateTable('users').set({ email, email_verified: 1, updated_at: now }).where('id', '=', userId).execute();
}

/** A new request replaces the person's requests still waiting for confirmation: only the newest link works. */
export async function replaceOpenRequests(db: Kysely<Database>, row: Insertable<EmailChangesTable>): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', row.user_id).where('confirmed_at', 'is', null).execute();
  await db.insertInto('email_changes').values(row).execute();
}

export async function findByConfirmToken(db: Kysely<Database>, tokenHash: string): Promise<EmailChangeRow | undefined> {
  return db.selectFrom('email_changes').selectAll().where('confirm_token_hash', '=', tokenHash).executeTakeFirst();
}

export async function findByUndoToken(db: Kysely<Database>, tokenHash: string): Promise<EmailChangeRow | undefined> {
  return db.selectFrom('email_changes').selectAll().where('undo_token_hash', '=', tokenHash).executeTakeFirst();
}

export async function markConfirmed(db: Kysely<Database>, id: string, values: { confirmedAt: string; undoTokenHash: string; undoExpiresAt: string }): Promise<void> {
  await db
    .updateTable('email_changes')
    .set({ confirm_token_hash: null, confirmed_at: values.confirmedAt, undo_token_hash: values.undoTokenHash, undo_expires_at: values.undoExpiresAt })
    .where('id', '=', id)
    .execute();
}

/**
 * The undo is used: its link, and every other link of the person's changes (a confirmation still waiting,
 * the undo link a later change sent to the address being dropped), stop working.
 */
export async function markUndone(db: Kysely<Database>, change: Pick<EmailChangeRow, 'id' | 'user_id'>, now: string): Promise<void> {
  await db.updateTable('email_changes').set({ undone_at: now }).where('id', '=', change.id).execute();
  await db.updateTable('email_changes').set({ confirm_token_hash: null, undo_token_hash: null }).where('user_id', '=', change.user_id).execute();
}

/** Every session of the person, in the database (better-auth's cached copies are dropped after the commit). */
export async function deleteSessionsOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** "My data": the person's changes of e-mail address and what became of them — never the links' token hashes. */
export async function emailChangesOfPerson(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('email_changes')
    .select(['old_email as oldEmail', 'new_email as newEmail', 'requested_at as requestedAt', 'confirmed_at as confirmedAt', 'undone_at as undoneAt'])
    .where('user_id', '=', userId)
    .orderBy('requested_at')
    .execute();
}
