import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface PersonSnapshot {
  id: string;
  name: string;
  email: string;
  role: string | null;
}

export function findPersonById(db: Kysely<Database>, id: string): Promise<PersonSnapshot | undefined> {
  return db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('id', '=', id).executeTakeFirst();
}

export function findPersonByEmail(db: Kysely<Database>, email: string): Promise<PersonSnapshot | undefined> {
  return db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('email', '=', email.toLowerCase()).executeTakeFirst();
}
