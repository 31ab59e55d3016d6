import { AdminUsersPageSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createVerifiedUser, signedInAs } from '../../testing/auth-helpers';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

/** The users admin's list filtered by role and status (issue 32). */
describe.each(testDatabases())('GET /api/admin/users on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const list = async (query: string, headers: Record<string, string> = admin.headers) => app.request(`/api/admin/users?${query}`, { headers });
  const names = async (query: string) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    const page = AdminUsersPageSchema.strict().parse(await res.json());
    return { total: page.total, names: page.users.map((user) => user.name) };
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    admin = await signedInAs(app, database, 'admin', { firstName: 'Nadia', lastName: 'Benali' });
    const person = (role: 'user' | 'member' | 'coach', firstName: string) => createVerifiedUser(database, { role, firstName, lastName: 'Filtrage' });
    const [, suspended, expired, , suspendedUntil] = await Promise.all([
      person('member', 'Alice'),
      person('member', 'Bruno'),
      person('member', 'Chloé'),
      person('coach', 'David'),
      person('user', 'Emma'),
    ]);
    const ban = (id: string, expires: string | null) =>
      database.db.updateTable('users').set({ banned: 1, ban_reason: 'Test', ban_expires: expires }).where('id', '=', id).execute();
    await ban(suspended!.id, null);
    await ban(expired!.id, '2020-01-01T00:00:00.000Z');
    await ban(suspendedUntil!.id, '2099-01-01T00:00:00.000Z');
  });
  afterAll(() => database.dispose());

  it('filters by role, by status (a ban that has ended is active again) and both at once, with the search', async () => {
    expect(await names('search=Filtrage')).toMatchObject({ total: 5 });
    expect((await names('search=Filtrage&role=member')).names.sort()).toEqual(['Alice Filtrage', 'Bruno Filtrage', 'Chloé Filtrage']);
    expect((await names('search=Filtrage&status=suspended')).names.sort()).toEqual(['Bruno Filtrage', 'Emma Filtrage']);
    expect((await names('search=Filtrage&status=active')).names.sort()).toEqual(['Alice Filtrage', 'Chloé Filtrage', 'David Filtrage']);
    expect(await names('search=Filtrage&role=member&status=suspended')).toEqual({ total: 1, names: ['Bruno Filtrage'] });
    expect(await names('search=Filtrage&role=admin')).toEqual({ total: 0, names: [] });
  });

  it('pages the filtered list, newest first, with the total of every match, and says who is suspended', async () => {
    const first = await names('search=Filtrage&role=member&limit=2&offset=0');
    const second = await names('search=Filtrage&role=member&limit=2&offset=2');
    expect(first.total).toBe(3);
    expect(first.names).toHaveLength(2);
    expect(second.names).toHaveLength(1);
    expect(new Set([...first.names, ...second.names]).size).toBe(3);

    const res = await list('search=Chlo%C3%A9%20Filtrage');
    const [chloe] = AdminUsersPageSchema.parse(await res.json()).users;
    expect(chloe).toMatchObject({ name: 'Chloé Filtrage', banned: false, emailVerified: true, role: 'member' });
  });

  it('searches by e-mail when the text has an @', async () => {
    const coach = await createVerifiedUser(database, { role: 'coach', email: 'filtre-par-adresse@example.fr' });
    expect(await names('search=filtre-par-adresse%40example&role=coach')).toMatchObject({ total: 1 });
    expect((await names('search=filtre-par-adresse%40example&role=coach')).names).toEqual([coach.name]);
  });

  it('refuses an unknown role or status with a French message, and anyone but an admin', async () => {
    const role = await list('role=superadmin');
    expect(role.status).toBe(400);
    expect(JSON.stringify(await role.json())).toContain('Le rôle doit être utilisateur, membre, entraîneur, responsable de section ou administrateur');
    const status = await list('status=banni');
    expect(status.status).toBe(400);
    expect(JSON.stringify(await status.json())).toContain('Le statut doit être actif ou suspendu');
    const coach = await signedInAs(app, database, 'coach');
    expect((await list('role=member', coach.headers)).status).toBe(403);
    expect((await app.request('/api/admin/users')).status).toBe(401);
  });
});
