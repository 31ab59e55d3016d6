import { sql, type Kysely } from 'kysely';
import type { Database, MembershipsTable } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';

type Db = Kysely<Database>;

function filtered(db: Db, categoryId: string, search: string | undefined) {
  let query = db.selectFrom('memberships').innerJoin('users', 'users.id', 'memberships.user_id').where('memberships.category_id', '=', categoryId);
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(sql<boolean>`(lower(users.name) like ${pattern} escape '\\' or lower(users.email) like ${pattern} escape '\\')`);
  }
  return query;
}

export async function listCategoryMembers(db: Db, categoryId: string, query: { search?: string | undefined; page: number; limit: number }) {
  const rows = await filtered(db, categoryId, query.search)
    .select([
      'memberships.id as membership_id',
      'memberships.user_id',
      'memberships.application_id',
      'memberships.created_at',
      'users.first_name',
      'users.last_name',
      'users.name',
      'users.email',
      'users.phone',
      'users.date_of_birth',
    ])
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.name')
    .orderBy('memberships.id')
    .limit(query.limit)
    .offset(pageOffset(query))
    .execute();
  const total = await totalOf(rows.length, query, async () => {
    const row = await filtered(db, categoryId, query.search)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  });
  return { rows, total };
}

export type CategoryMemberRow = Awaited<ReturnType<typeof listCategoryMembers>>['rows'][number];

export async function findUser(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
}

export async function findMembership(db: Db, categoryId: string, userId: string) {
  return db.selectFrom('memberships').select('id').where('category_id', '=', categoryId).where('user_id', '=', userId).executeTakeFirst();
}

export async function countMembers(db: Db, categoryId: string): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMembership(db: Db, row: MembershipsTable): Promise<void> {
  await db.insertInto('memberships').values(row).execute();
}

export async function deleteMembership(db: Db, id: string): Promise<void> {
  await db.deleteFrom('memberships').where('id', '=', id).execute();
}

/** A person added to a category takes part in the club: `user` becomes `member`, other roles stay. */
export async function promoteToMember(db: Db, userId: string, now: string): Promise<void> {
  await db.updateTable('users').set({ role: 'member', updated_at: now }).where('id', '=', userId).where('role', '=', 'user').execute();
}

/** Locks the category row for a capacity decision (PostgreSQL; SQLite holds the write lock already). */
export async function lockCategoryForCapacity(db: Db, postgres: boolean, categoryId: string) {
  const query = db.selectFrom('categories').select(['id', 'max_members', 'section_id']).where('id', '=', categoryId);
  return (postgres ? query.forUpdate() : query).executeTakeFirst();
}
