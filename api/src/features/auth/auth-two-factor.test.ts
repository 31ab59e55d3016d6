import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { cookieHeader, signedInAs, TEST_ORIGIN } from '../../test/auth-helpers';
import { codeFromMail, lastMailTo } from '../../test/outbox-helpers';
import { createTestApp, jsonRequest } from '../../test/test-app';
import { testDatabases, type TestDatabase } from '../../test/test-database';

describe.each(testDatabases())('two-factor sign-in with an e-mailed code on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  const post = (path: string, body: unknown, cookie?: string) =>
    app.request(path, jsonRequest(body, { Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) }));

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  it('asks for a second factor, mails a code, and opens the session only with the right code', async () => {
    const { user, headers } = await signedInAs(app, database, 'member', { firstName: 'Hugo', lastName: 'Lefèvre' });
    const enabled = await post('/api/auth/two-factor/enable', { password: user.password, method: 'otp' }, headers.Cookie);
    expect(enabled.status).toBe(200);

    const signIn = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieHeader(signIn);
    expect(pending).not.toContain('session_token=');

    expect((await post('/api/auth/two-factor/send-otp', {}, pending)).status).toBe(200);
    const mail = await lastMailTo(app, user.email, 'Votre code de connexion');
    expect(mail.text).toContain('Bonjour Hugo Lefèvre,');
    const code = codeFromMail(mail);

    const wrong = await post('/api/auth/two-factor/verify-otp', { code: code === '000000' ? '111111' : '000000' }, pending);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' });

    const verified = await post('/api/auth/two-factor/verify-otp', { code }, pending);
    expect(verified.status).toBe(200);
    const session = await (await app.request('/api/auth/get-session', { headers: { Cookie: cookieHeader(verified) } })).json();
    expect(session).toMatchObject({ user: { id: user.id, twoFactorEnabled: true } });
  });

  it('offers TOTP with backup codes', async () => {
    const { user, headers } = await signedInAs(app, database, 'user');
    const res = await post('/api/auth/two-factor/enable', { password: user.password, method: 'totp' }, headers.Cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { totpURI: string; backupCodes: string[] };
    expect(body.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(body.backupCodes.length).toBeGreaterThanOrEqual(10);
  });
});
