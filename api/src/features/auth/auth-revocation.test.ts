import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, signIn, TEST_ORIGIN, type TestUser } from '../../testing/auth-helpers';
import { lastMailTo, tokenFromLink } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

type Headers = Record<string, string>;

/** The session token of a `Cookie` header (the part of better-auth's signed value before its signature). */
const tokenOf = (headers: Headers) => {
  const value = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(headers.Cookie ?? '')?.[1] ?? '');
  return value.slice(0, value.lastIndexOf('.'));
};

describe.each(testDatabases())("a copied session cookie on better-auth's own endpoints on $dialect", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  /** What the copied cookie still gets: the session better-auth answers, and the statuses of two signed-in calls. */
  const probe = async (copied: Headers, name: string) => {
    const session = (await (await app.request('/api/auth/get-session', { headers: copied })).json()) as { user?: { id: string } } | null;
    const updateUser = await app.request('/api/auth/update-user', jsonRequest({ name }, copied));
    const listSessions = await app.request('/api/auth/list-sessions', { headers: copied });
    return { session: session?.user?.id ?? null, updateUser: updateUser.status, listSessions: listSessions.status };
  };

  /** Each way a session ends, done by its owner (on another device) or an admin. */
  const revocations: Record<string, (victim: { user: TestUser; headers: Headers }) => Promise<void>> = {
    'sign-out': async ({ headers }) => {
      expect((await app.request('/api/auth/sign-out', { method: 'POST', headers })).status).toBe(200);
    },
    ban: async ({ user }) => {
      const admin = await signedInAs(app, database, 'admin');
      expect((await app.request('/api/auth/admin/ban-user', jsonRequest({ userId: user.id }, admin.headers))).status).toBe(200);
    },
    'session revoke': async ({ user, headers }) => {
      const otherDevice = await signIn(app, user.email, user.password);
      expect((await app.request('/api/auth/revoke-session', jsonRequest({ token: tokenOf(headers) }, otherDevice))).status).toBe(200);
    },
    'password change': async ({ user }) => {
      const otherDevice = await signIn(app, user.email, user.password);
      const body = { currentPassword: user.password, newPassword: 'Nouveau-mot-de-passe-2026', revokeOtherSessions: true };
      expect((await app.request('/api/auth/change-password', jsonRequest(body, otherDevice))).status).toBe(200);
    },
    'password reset': async ({ user }) => {
      expect((await app.request('/api/auth/request-password-reset', jsonRequest({ email: user.email }, { Origin: TEST_ORIGIN }))).status).toBe(200);
      const token = tokenFromLink(await lastMailTo(app, user.email, 'Réinitialisation de votre mot de passe'), '/auth/reset-password');
      const reset = await app.request('/api/auth/reset-password', jsonRequest({ token, newPassword: 'Nouveau-mot-de-passe-2026' }, { Origin: TEST_ORIGIN }));
      expect(reset.status).toBe(200);
    },
  };

  it.each(Object.keys(revocations))('fails at once after a %s: get-session answers no session, update-user and list-sessions 401', async (kind) => {
    const victim = await signedInAs(app, database, 'member');
    // The copy holds better-auth's cookie cache too: the signed session it would otherwise trust for 5 minutes.
    const copied = { ...victim.headers };
    expect(copied.Cookie).toContain('better-auth.session_data=');
    expect(await probe(copied, 'Avant Révocation')).toEqual({ session: victim.user.id, updateUser: 200, listSessions: 200 });

    await revocations[kind]!(victim);

    expect(await probe(copied, 'Après Révocation')).toEqual({ session: null, updateUser: 401, listSessions: 401 });
    const user = await database.db.selectFrom('users').select('name').where('id', '=', victim.user.id).executeTakeFirstOrThrow();
    expect(user.name).toBe('Avant Révocation');
    expect((await app.request('/api/me/profile', { headers: copied })).status).toBe(401);
  });

  it("expires a dead session's cookies, and lets a sign-in through with them", async () => {
    const victim = await signedInAs(app, database, 'member');
    await revocations['sign-out']!(victim);
    const res = await app.request('/api/auth/get-session', { headers: victim.headers });
    const cleared = res.headers.getSetCookie().filter((line) => /Max-Age=0/i.test(line));
    expect(cleared.map((line) => line.split('=')[0])).toEqual(expect.arrayContaining(['better-auth.session_token', 'better-auth.session_data']));
    const signInAgain = await app.request('/api/auth/sign-in/email', jsonRequest({ email: victim.user.email, password: victim.user.password }, victim.headers));
    expect(signInAgain.status).toBe(200);
  });
});
