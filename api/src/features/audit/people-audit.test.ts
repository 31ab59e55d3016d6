import { AuditPageSchema, type AuditRecord } from '@club/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { cookieHeader, createVerifiedUser, signedInAs, TEST_ORIGIN } from '../../testing/auth-helpers';
import { call, type Signed } from '../../testing/facilities-fixtures';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabases())('audit of admin actions on people on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let admin: Signed;
  const auth = (path: string, who: Signed, body: Record<string, unknown> = {}) => call(app, 'POST', `/api/auth${path}`, who.headers, body);
  const records = async () => {
    const rows = await database.db.selectFrom('audit_records').selectAll().orderBy('created_at').execute();
    return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
  };
  const onlyRecord = async () => {
    const all = await records();
    expect(all).toHaveLength(1);
    return all[0];
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    admin = await signedInAs(app, database, 'admin', { firstName: 'Nadia', lastName: 'Benali' });
  });
  beforeEach(async () => {
    await database.db.deleteFrom('audit_records').execute();
  });
  afterAll(() => database.dispose());

  const actor = () => ({ actor_id: admin.user.id, actor_name: 'Nadia Benali' });

  it('records a role change with actor, target, previous and new role', async () => {
    const target = await createVerifiedUser(database, { role: 'member', firstName: 'Léo', lastName: 'Roux' });
    expect((await auth('/admin/set-role', admin, { userId: target.id, role: 'coach' })).status).toBe(200);
    expect(await onlyRecord()).toMatchObject({
      ...actor(),
      action: 'user.role',
      target_id: target.id,
      target_label: `Léo Roux (${target.email})`,
      details: { from: 'member', to: 'coach' },
    });
  });

  it("records no refused action: a self-demotion (people rules), a coach on an admin endpoint, better-auth's own refusal", async () => {
    const refused = await auth('/admin/set-role', admin, { userId: admin.user.id, role: 'member' });
    expect(refused.status).toBe(403);
    const coach = await signedInAs(app, database, 'coach');
    expect((await auth('/admin/ban-user', coach, { userId: admin.user.id })).status).toBe(403);
    expect((await auth('/admin/set-role', admin, { userId: 'no-such-user', role: 'coach' })).status).toBeGreaterThanOrEqual(400);
    // Refused by better-auth itself, after the rules passed: its error answer is no success to record.
    const member = await createVerifiedUser(database, { role: 'member' });
    expect((await auth('/admin/set-user-password', admin, { userId: member.id, newPassword: 'court' })).status).toBe(400);
    // update-user is no role's permission (ADR 089's matrix): refused, so not recorded either.
    expect((await auth('/admin/update-user', admin, { userId: member.id, data: { role: 'coach' } })).status).toBe(403);
    expect(await records()).toHaveLength(0);
  });

  it('records a creation, ban with reason, unban, password set, sessions revoked, without any password', async () => {
    const created = await auth('/admin/create-user', admin, { email: 'nouveau@example.fr', password: 'Un-mot-de-passe-2026', name: 'Inès Nouveau', role: 'member' });
    expect(created.status).toBe(200);
    const id = (created.body as { user: { id: string } }).user.id;
    expect(await onlyRecord()).toMatchObject({
      ...actor(),
      action: 'user.create',
      target_id: id,
      target_label: 'Inès Nouveau (nouveau@example.fr)',
      details: { role: 'member' },
    });

    for (const [path, body] of [
      ['/admin/ban-user', { userId: id, banReason: 'Comportement', banExpiresIn: 3600 }],
      ['/admin/unban-user', { userId: id }],
      ['/admin/set-user-password', { userId: id, newPassword: 'Autre-mot-de-passe-2026' }],
      ['/admin/revoke-user-sessions', { userId: id }],
    ] as const) {
      expect((await auth(path, admin, body)).status).toBe(200);
    }
    const all = await records();
    expect(all.map((row) => [row.action, row.target_id, row.actor_id])).toEqual([
      ['user.create', id, admin.user.id],
      ['user.ban', id, admin.user.id],
      ['user.unban', id, admin.user.id],
      ['user.password-set', id, admin.user.id],
      ['user.sessions-revoked', id, admin.user.id],
    ]);
    expect(all[1]?.details).toEqual({ reason: 'Comportement', expiresInSeconds: 3600 });
    expect(JSON.stringify(all)).not.toContain('mot-de-passe');
  });

  it('records a deletion with the name of the deleted person, and a reset e-mail sent by an admin only', async () => {
    const target = await createVerifiedUser(database, { role: 'user', firstName: 'Zoé', lastName: 'Blanc' });
    expect((await auth('/request-password-reset', admin, { email: target.email, redirectTo: '/auth/reset-password' })).status).toBe(200);
    expect((await auth('/admin/remove-user', admin, { userId: target.id })).status).toBe(200);
    const all = await records();
    expect(all.map((row) => [row.action, row.target_id, row.target_label])).toEqual([
      ['user.password-reset-requested', target.id, `Zoé Blanc (${target.email})`],
      ['user.delete', target.id, `Zoé Blanc (${target.email})`],
    ]);
    // A visitor asking for their own reset is no admin action.
    await call(app, 'POST', '/api/auth/request-password-reset', { Origin: TEST_ORIGIN }, { email: admin.user.email, redirectTo: '/auth/reset-password' });
    expect(await records()).toHaveLength(2);
  });

  it('records the start and the stop of an impersonation, both by the admin', async () => {
    const member = await createVerifiedUser(database, { role: 'member', firstName: 'Paul', lastName: 'Durand' });
    const start = await app.request('/api/auth/admin/impersonate-user', {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: member.id }),
    });
    expect(start.status).toBe(200);
    const impersonating = { user: member, headers: { Cookie: mergeCookies(admin.headers.Cookie ?? '', cookieHeader(start)), Origin: TEST_ORIGIN } };
    expect((await auth('/admin/stop-impersonating', impersonating)).status).toBe(200);
    const all: Partial<Record<keyof AuditRecord, unknown>>[] = (await records()).map((row) => ({
      action: row.action,
      actorId: row.actor_id,
      targetId: row.target_id,
    }));
    expect(all).toEqual([
      { action: 'impersonation.start', actorId: admin.user.id, targetId: member.id },
      { action: 'impersonation.stop', actorId: admin.user.id, targetId: member.id },
    ]);
  });

  it('lists the records at GET /api/admin/audit, newest first, filtered by actor, target and action', async () => {
    const target = await createVerifiedUser(database, { role: 'member', firstName: 'Maëlle', lastName: 'Petit' });
    await auth('/admin/set-role', admin, { userId: target.id, role: 'coach' });
    await auth('/admin/ban-user', admin, { userId: target.id });
    const list = async (query: string) => AuditPageSchema.parse((await call(app, 'GET', `/api/admin/audit${query}`, admin.headers)).body);
    const everything = await list('');
    expect(everything.data.map((record) => record.action)).toEqual(['user.ban', 'user.role']);
    expect(everything).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect((await list('?action=user.role')).data).toMatchObject([{ action: 'user.role', targetId: target.id, details: { from: 'member', to: 'coach' } }]);
    expect((await list('?target=maëlle')).total).toBe(2);
    expect((await list(`?target=${target.id}`)).total).toBe(2);
    expect((await list('?actor=nadia&limit=1&page=2')).data.map((record) => record.action)).toEqual(['user.role']);
    expect((await list('?actor=personne')).total).toBe(0);
    const bad = await call(app, 'GET', '/api/admin/audit?action=user.fly', admin.headers);
    expect(bad.status).toBe(400);
  });

  it('answers 401 to a visitor and 403 in French to a non-admin', async () => {
    expect((await call(app, 'GET', '/api/admin/audit', { Origin: TEST_ORIGIN })).status).toBe(401);
    const coach = await signedInAs(app, database, 'coach');
    expect(await call(app, 'GET', '/api/admin/audit', coach.headers)).toMatchObject({
      status: 403,
      body: { message: "Vous n'avez pas les permissions nécessaires pour effectuer cette action." },
    });
  });
});

/** The admin's cookies with the impersonation's session cookie replacing the admin's one. */
function mergeCookies(before: string, after: string): string {
  const jar = new Map<string, string>();
  for (const pair of [...before.split('; '), ...after.split('; ')].filter(Boolean)) jar.set(pair.split('=')[0] ?? '', pair);
  return [...jar.values()].join('; ');
}
