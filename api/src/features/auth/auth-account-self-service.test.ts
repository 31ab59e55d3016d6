import { AccountSessionsMiniSchema, LinkedAccountsMiniSchema } from '@club/contracts/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, signIn, TEST_ORIGIN } from '../../testing/auth-helpers';
import { call } from '../../testing/facilities-fixtures';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { DELETE_ACCOUNT_PASSWORD_MESSAGE } from './profile-fields';

/** Issue 14: what a member does to their own account from /user/settings (the e-mail change: features/email-change). */
describe.each(testDatabases())("a member's own account (deletion, better-auth's answers the settings read) on $dialect", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  it('asks for the password to delete the account, checks it, then deletes everything and every session', async () => {
    const { user, headers } = await signedInAs(app, database, 'member');
    const other = await signIn(app, user.email, user.password);
    expect(await call(app, 'POST', '/api/auth/delete-user', headers, {})).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: DELETE_ACCOUNT_PASSWORD_MESSAGE, issues: [{ path: 'password', message: DELETE_ACCOUNT_PASSWORD_MESSAGE }] },
    });
    expect(await call(app, 'POST', '/api/auth/delete-user', headers, { password: 'Pas-le-bon-mot-de-passe' })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PASSWORD', message: 'Mot de passe incorrect' },
    });
    await call(app, 'PUT', '/api/me/profile', headers, {
      emergencyContactName: 'Paul',
      emergencyContactPhone: '06 11 22 33 44',
      shareEmail: true,
      sharePhone: true,
      showInNewMembers: true,
    });

    expect((await call(app, 'POST', '/api/auth/delete-user', headers, { password: user.password })).status).toBe(200);
    expect(await database.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(await database.db.selectFrom('member_profiles').select('user_id').where('user_id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await (await app.request('/api/auth/get-session?disableCookieCache=true', { headers: other })).json()).toBeNull();
    const signInAgain = await app.request('/api/auth/sign-in/email', jsonRequest({ email: user.email, password: user.password }, { Origin: TEST_ORIGIN }));
    expect(signInAgain.status).toBe(401);
  });

  // The settings page reads these with plain fetches and zod/mini (docs/decisions/203-member-settings-on-zod-mini.md):
  // the schemas must read what better-auth really answers.
  it('list-sessions answers every device signed in, with its token and dates, as the settings read it', async () => {
    const member = await signedInAs(app, database, 'member');
    await signIn(app, member.user.email, member.user.password);
    const response = await app.request('/api/auth/list-sessions', { headers: member.headers });
    expect(response.status).toBe(200);
    const sessions = AccountSessionsMiniSchema.parse(await response.json());
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(session.token.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(session.createdAt)) || Number.isNaN(Date.parse(session.updatedAt))).toBe(false);
    }
  });

  it("list-accounts answers a member's password account, as the user area reads it", async () => {
    const member = await signedInAs(app, database, 'member');
    const response = await app.request('/api/auth/list-accounts', { headers: member.headers });
    expect(response.status).toBe(200);
    expect(LinkedAccountsMiniSchema.parse(await response.json()).map((account) => account.providerId)).toEqual(['credential']);
  });
});
