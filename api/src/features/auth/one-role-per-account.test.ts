import { SINGLE_ROLE_MESSAGE } from '@club/contracts';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { migrations } from '../../db/migrations';
import { createVerifiedUser, signedInAs } from '../../testing/auth-helpers';
import { countRows } from '../../testing/count-rows';
import { call, facilitiesTestbed, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const LISTS = [['coach', 'admin'], 'coach,admin', ['admin'], 'admin '];

describe.each(testDatabases())('one role per account (ADR 158) on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  const auth = (path: string, body: Record<string, unknown>) => call(app, 'POST', `/api/auth${path}`, as.admin.headers, body);
  const roleOf = async (id: string) => (await database.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst())?.role;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it.each(LISTS)('refuses set-role to %j with a French 400, changing and auditing nothing', async (role) => {
    const target = await createVerifiedUser(database, { role: 'coach' });
    const audits = await countRows(database.db, 'audit_records');
    const res = await auth('/admin/set-role', { userId: target.id, role });
    expect(res).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: SINGLE_ROLE_MESSAGE, issues: [{ path: 'role', message: SINGLE_ROLE_MESSAGE }] },
    });
    expect(res.body).toHaveProperty('requestId');
    expect(await roleOf(target.id)).toBe('coach');
    expect(await countRows(database.db, 'audit_records')).toBe(audits);
  });

  it('refuses a list on create-user (role or data.role) and update-user, creating and changing nothing', async () => {
    const users = await countRows(database.db, 'users');
    const account = { email: 'liste-de-roles@example.fr', password: 'Mot-de-passe-solide-2026', name: 'Liste de rôles' };
    expect(await auth('/admin/create-user', { ...account, role: ['member', 'admin'] })).toMatchObject({ status: 400, body: { issues: [{ path: 'role' }] } });
    expect(await auth('/admin/create-user', { ...account, data: { role: 'member,admin' } })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'data.role' }] },
    });
    expect(await countRows(database.db, 'users')).toBe(users);
    const target = await createVerifiedUser(database, { role: 'member' });
    expect(await auth('/admin/update-user', { userId: target.id, data: { role: ['coach', 'admin'] } })).toMatchObject({
      status: 400,
      body: { message: SINGLE_ROLE_MESSAGE },
    });
    expect(await roleOf(target.id)).toBe('member');
    // One of the five still goes through.
    expect((await auth('/admin/set-role', { userId: target.id, role: 'coach' })).status).toBe(200);
    expect(await roleOf(target.id)).toBe('coach');
  });

  it("refuses a list whoever asks: a coach meets the same 400 before better-auth's own refusal", async () => {
    const target = await createVerifiedUser(database, { role: 'member' });
    expect((await call(app, 'POST', '/api/auth/admin/set-role', as.coach.headers, { userId: target.id, role: ['coach', 'admin'] })).status).toBe(400);
    expect(await roleOf(target.id)).toBe('member');
  });

  it('the database itself refuses a role that is not one of the five', async () => {
    const user = await createVerifiedUser(database, { role: 'member' });
    await expect(database.db.updateTable('users').set({ role: 'coach,admin' }).where('id', '=', user.id).execute()).rejects.toThrow();
    await expect(createVerifiedUser(database, { role: 'member,admin' as never })).rejects.toThrow();
    expect(await roleOf(user.id)).toBe('member');
  });

  it('migration 0013 turns a list written before it into `user` and ends its sessions', async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations }, ...(await migrationSchema()) });
    expect((await migrator.migrateTo('0011-calendar-feeds')).error).toBeUndefined();
    const listed = await signedInAs(app, database, 'coach');
    const admin = await signedInAs(app, database, 'admin');
    await database.db.updateTable('users').set({ role: 'coach,admin' }).where('id', '=', listed.user.id).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await roleOf(listed.user.id)).toBe('user');
    expect(await roleOf(admin.user.id)).toBe('admin');
    expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', listed.user.id).execute()).toEqual([]);
    expect((await database.db.selectFrom('sessions').select('id').where('user_id', '=', admin.user.id).execute()).length).toBeGreaterThan(0);
  });

  /** Kysely's bookkeeping tables live in the test's own PostgreSQL schema (migrator.ts). */
  async function migrationSchema(): Promise<{ migrationTableSchema?: string }> {
    if (testDatabase.dialect !== 'postgres') return {};
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
    return { migrationTableSchema: rows[0]!.schema };
  }
});
