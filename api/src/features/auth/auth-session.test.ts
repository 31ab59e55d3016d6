import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { parseEnv } from '../../env';
import type { AppEnv } from '../../shared/app-env';
import { sessionMiddleware } from '../../shared/auth/session.middleware';
import { createMailOutbox } from '../../shared/mail/outbox';
import { signedInAs, TEST_ORIGIN } from '../../testing/auth-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { actorResolver } from './actor-resolver';
import { createAuth } from './auth';

describe.each(testDatabases())('better-auth session and actor on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let probe: Hono<AppEnv>;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const auth = createAuth({ env, database, outbox: createMailOutbox({ now: () => new Date() }) });
    probe = new Hono<AppEnv>().use(sessionMiddleware(actorResolver(auth))).get('/api/whoami', (c) => c.json(c.var.actor));
  });
  afterAll(() => database.dispose());

  it('signs a verified user in and exposes the session at /api/auth/get-session', async () => {
    const { user, headers } = await signedInAs(app, database, 'coach');
    expect(headers.Origin).toBe(TEST_ORIGIN);
    const res = await app.request('/api/auth/get-session', { headers });
    expect(res.status).toBe(200);
    const session = (await res.json()) as { user: { id: string; role: string; firstName: string } };
    expect(session.user).toMatchObject({ id: user.id, role: 'coach', firstName: 'Camille' });
  });

  it('resolves the actor from the session cookie, null for a visitor', async () => {
    const { user, headers } = await signedInAs(app, database, 'admin', { firstName: 'Nadia', lastName: 'Benali' });
    const actor = await (await probe.request('/api/whoami', { headers })).json();
    expect(actor).toEqual({ id: user.id, email: user.email, name: 'Nadia Benali', role: 'admin' });
    expect(await (await probe.request('/api/whoami')).json()).toBeNull();
    expect(await (await probe.request('/api/whoami', { headers: { Cookie: 'better-auth.session_token=forged' } })).json()).toBeNull();
  });

  it('stores ids as uuids and timestamps as ISO text (ADR 010)', async () => {
    const { user } = await signedInAs(app, database, 'member');
    const session = await database.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(session.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(session.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('grants the admin permissions of spec §6 to admins only', async () => {
    const check = async (role: 'admin' | 'member' | 'user', permissions: Record<string, string[]>) => {
      const { headers } = await signedInAs(app, database, role);
      const res = await app.request('/api/auth/admin/has-permission', jsonRequest({ permissions }, headers));
      return ((await res.json()) as { success: boolean }).success;
    };
    expect(await check('admin', { user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password'] })).toBe(true);
    expect(await check('admin', { session: ['list', 'revoke', 'delete'] })).toBe(true);
    expect(await check('member', { user: ['create'] })).toBe(false);
    expect(await check('user', { user: ['list'] })).toBe(false);
  });

  it('bans through the admin plugin: the session ends at once, sign-in answers BANNED_USER', async () => {
    const admin = await signedInAs(app, database, 'admin');
    const { user, headers } = await signedInAs(app, database, 'member');
    const banned = await app.request('/api/auth/admin/ban-user', jsonRequest({ userId: user.id, banReason: 'Comportement' }, admin.headers));
    expect(banned.status).toBe(200);
    expect(await (await probe.request('/api/whoami', { headers })).json()).toBeNull();
    const signIn = await app.request('/api/auth/sign-in/email', jsonRequest({ email: user.email, password: user.password }, { Origin: TEST_ORIGIN }));
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toMatchObject({ code: 'BANNED_USER' });
  });

  it('refuses a POST with cookies but no Origin (MISSING_OR_NULL_ORIGIN) and a forged role at sign-up', async () => {
    const { headers } = await signedInAs(app, database, 'user');
    const missingOrigin = await app.request('/api/auth/sign-out', jsonRequest({}, { Cookie: headers.Cookie ?? '' }));
    expect(missingOrigin.status).toBe(403);
    expect(await missingOrigin.json()).toMatchObject({ code: 'MISSING_OR_NULL_ORIGIN' });
    const signUp = await app.request(
      '/api/auth/sign-up/email',
      jsonRequest({ email: 'pirate@example.fr', password: 'Mot-de-passe-2026', name: 'Pirate', role: 'admin' }, { Origin: TEST_ORIGIN }),
    );
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toMatchObject({ code: 'FIELD_NOT_ALLOWED' });
    expect(await database.db.selectFrom('users').select('id').where('email', '=', 'pirate@example.fr').executeTakeFirst()).toBeUndefined();
  });
});
