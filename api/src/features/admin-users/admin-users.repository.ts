import type { AdminUsersQuery } from '@club/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The accounts matching the users admin's search and filters. « Suspendu » is better-auth's ban while it lasts: banned,
 * with no end date or an end date still ahead (better-auth lifts an expired ban at the next sign-in).
 */
function filtered(db: Kysely<Database>, query: Omit<AdminUsersQuery, 'limit' | 'offset'>, now: string) {
  let users = db.selectFrom('users');
  if (query.search) {
    const column = query.search.includes('@') ? 'email' : 'name';
    users = users.where(sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(query.search)} escape '\\'`);
  }
  if (query.role) users = users.where('role', '=', query.role);
  if (query.status) {
    users = users.where((eb) => {
      const suspended = eb.and([eb('banned', '=', 1), eb.or([eb('ban_expires', 'is', null), eb('ban_expires', '>', now)])]);
      return query.status === 'suspended' ? suspended : eb.not(suspended);
    });
  }
  return users;
}

export function listAdminUsers(db: Kysely<Database>, query: AdminUsersQuery, now: string) {
  return filtered(db, query, now)
    .select(['id', 'name', 'email', 'role', 'email_verified', 'banned', 'ban_reason', 'ban_expires', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(query.offset)
    .limit(query.limit)
    .execute();
}

export async function countAdminUsers(db: Kysely<Database>, query: AdminUsersQuery, now: string): Promise<number> {
  const row = await filtered(db, query, now)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
