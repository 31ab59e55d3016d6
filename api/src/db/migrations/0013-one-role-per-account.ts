import { PostgresAdapter, sql, type Kysely } from 'kysely';

// One role per account (ADR 158): `users.role` holds exactly one of the five roles (or NULL, which the
// site reads as `user`), never better-auth's comma-separated list. Written out here rather than imported:
// a migration keeps the values of its day; a sixth role would come with its own migration.
const ROLES_OF_0012 = ['user', 'member', 'coach', 'section_manager', 'admin'];
const CHECK_NAME = 'users_role_is_one_of_five';

const known = sql.join(ROLES_OF_0012.map((role) => sql.lit(role)));
const isUnknown = (row: 'new' | 'users') => sql`${sql.raw(row)}.role is not null and ${sql.raw(row)}.role not in (${known})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // A list written before this rule ("coach,admin") held better-auth's admin powers, but /api already read
  // it as `user` (actor-resolver.ts): it becomes `user`, and its sessions end so that it signs in again as one.
  await sql`delete from sessions where user_id in (select id from users where ${isUnknown('users')})`.execute(db);
  await sql`update users set role = 'user' where ${isUnknown('users')}`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table users add constraint ${sql.id(CHECK_NAME)} check (role is null or role in (${known}))`.execute(db);
    return;
  }
  // SQLite adds no CHECK to an existing table without rebuilding it: triggers refuse the same writes.
  for (const event of ['insert', 'update of role'] as const) {
    await sql`create trigger ${sql.id(`${CHECK_NAME}_${event.split(' ')[0]}`)} before ${sql.raw(event)} on users
      when ${isUnknown('new')} begin select raise(abort, ${sql.lit(`${CHECK_NAME}: users.role must be one of the five roles`)}); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table users drop constraint ${sql.id(CHECK_NAME)}`.execute(db);
    return;
  }
  for (const event of ['insert', 'update'] as const) await sql`drop trigger ${sql.id(`${CHECK_NAME}_${event}`)}`.execute(db);
}
