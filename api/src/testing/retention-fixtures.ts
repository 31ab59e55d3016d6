import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database';

/** One row in each purged table, dated `at` (created_at, or expires_at for sessions and verifications). */
export async function insertDatedRows(database: Pick<DatabaseHandle, 'db'>, at: string): Promise<void> {
  const { db } = database;
  const userId = randomUUID();
  await db
    .insertInto('users')
    .values({
      id: userId,
      name: 'Camille',
      email: `${userId}@example.fr`,
      email_verified: 1,
      image: null,
      first_name: null,
      last_name: null,
      phone: null,
      date_of_birth: null,
      role: 'user',
      banned: 0,
      ban_reason: null,
      ban_expires: null,
      two_factor_enabled: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const created = '2020-01-01T00:00:00.000Z';
  await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      user_id: userId,
      token: randomUUID(),
      expires_at: at,
      ip_address: null,
      user_agent: null,
      impersonated_by: null,
      created_at: created,
      updated_at: created,
    })
    .execute();
  await db
    .insertInto('verifications')
    .values({ id: randomUUID(), identifier: `reset-password:${userId}`, value: userId, expires_at: at, created_at: created, updated_at: created })
    .execute();
  await db
    .insertInto('contact_messages')
    .values({ id: randomUUID(), name: 'Camille', email: 'camille@example.fr', subject: 'Inscription', message: 'Bonjour, une question.', created_at: at })
    .execute();
  await db
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      to_address: 'camille@example.fr',
      subject: 'Réinitialisation',
      text: 'lien',
      html: '<p>lien</p>',
      created_at: at,
      status: 'sent',
      attempts: 1,
      sent_at: at,
    })
    .execute();
  await db
    .insertInto('remote_failures')
    .values({ id: randomUUID(), remote: 'mf-public', version: '1', url: null, code: 'RUNTIME-008', message: 'échec', page: '/', user_agent: null, created_at: at })
    .execute();
}

/** The dates still in each purged table, sorted. */
export async function remainingDates(database: Pick<DatabaseHandle, 'db'>) {
  const { db } = database;
  const dates = (rows: { at: string }[]) => rows.map((row) => row.at).sort();
  return {
    sessions: dates(await db.selectFrom('sessions').select('expires_at as at').execute()),
    verifications: dates(await db.selectFrom('verifications').select('expires_at as at').execute()),
    contactMessages: dates(await db.selectFrom('contact_messages').select('created_at as at').execute()),
    outbox: dates(await db.selectFrom('outbox').select('created_at as at').execute()),
    remoteFailures: dates(await db.selectFrom('remote_failures').select('created_at as at').execute()),
  };
}
