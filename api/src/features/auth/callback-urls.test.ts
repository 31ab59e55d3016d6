import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, TEST_ORIGIN } from '../../testing/auth-helpers';
import { databaseFingerprint } from '../../testing/database-fingerprint';
import { call } from '../../testing/facilities-fixtures';
import { outboxFor } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const PASSWORD = 'Piscine-du-mardi-2026';
const post = (body: unknown) => jsonRequest(body, { Origin: TEST_ORIGIN });

// Paths that better-auth's check of the raw value lets through and that become `//evil.example` once parsed.
const LEAVING = ['/.//evil.example/owned', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example'];

/** Issue 27, item 1 on the server: better-auth's callbacks follow the same rule as the login page's `redirect`. */
describe.each(testDatabases())("better-auth's callback addresses on $dialect", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let counter = 0;
  const freshEmail = () => `retour-${(counter += 1)}@example.fr`;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  const expectRefused = async (res: Response, field: string) => {
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('une page de ce site'),
      issues: [{ path: field, message: expect.stringContaining('une page de ce site') }],
    });
  };

  it.each(LEAVING)('refuses a sign-up whose callbackURL is %j: no account, no e-mail', async (callbackURL) => {
    const email = freshEmail();
    const before = await databaseFingerprint(database);
    await expectRefused(
      await app.request('/api/auth/sign-up/email', post({ email, password: PASSWORD, name: 'Léa Dubois', firstName: 'Léa', lastName: 'Dubois', callbackURL })),
      'callbackURL',
    );
    expect(await databaseFingerprint(database)).toBe(before);
    expect(await outboxFor(app, email)).toEqual([]);
  });

  it('still accepts the callback the site sends (/auth/verify/success)', async () => {
    const email = freshEmail();
    const res = await app.request(
      '/api/auth/sign-up/email',
      post({ email, password: PASSWORD, name: 'Léa Dubois', firstName: 'Léa', lastName: 'Dubois', callbackURL: '/auth/verify/success' }),
    );
    expect(res.status).toBe(200);
  });

  it('refuses the same on the other endpoints that take one, in the body or the query', async () => {
    const { user, headers } = await signedInAs(app, database, 'member');
    await expectRefused(await app.request('/api/auth/send-verification-email', post({ email: user.email, callbackURL: LEAVING[0] })), 'callbackURL');
    await expectRefused(await app.request('/api/auth/request-password-reset', post({ email: user.email, redirectTo: LEAVING[1] })), 'redirectTo');
    const change = await call(app, 'POST', '/api/auth/change-email', headers, { newEmail: freshEmail(), callbackURL: LEAVING[2] });
    expect(change).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', issues: [{ path: 'callbackURL' }] } });
    await expectRefused(
      await app.request(`/api/auth/verify-email?token=jeton&callbackURL=${encodeURIComponent(LEAVING[3]!)}`, { headers: { Origin: TEST_ORIGIN } }),
      'callbackURL',
    );
    expect(await outboxFor(app, user.email)).toEqual([]);
  });
});
