import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { cookieHeader, signedInAs, TEST_ORIGIN } from '../../testing/auth-helpers';
import { codeFromMail, lastMailTo } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

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

  const twoFactorEnabled = async (cookie: string) =>
    ((await (await app.request('/api/auth/get-session', { headers: { Cookie: cookie } })).json()) as { user: { twoFactorEnabled: boolean } }).user.twoFactorEnabled;

  /** Issue 32: the e-mail method is on only once a code e-mailed to the address is typed back (ADR 177). */
  async function turnOnByEmail(cookie: string, email: string): Promise<string> {
    expect((await post('/api/auth/two-factor/send-otp', {}, cookie)).status).toBe(200);
    const code = codeFromMail(await lastMailTo(app, email, 'Votre code de connexion'));
    const verified = await post('/api/auth/two-factor/verify-otp', { code }, cookie);
    expect(verified.status).toBe(200);
    return cookieHeader(verified);
  }

  it('turns the e-mail method on only with the code e-mailed to the address, never at once', async () => {
    const { user, headers } = await signedInAs(app, database, 'user', { firstName: 'Inès', lastName: 'Garnier' });
    const cookie = headers.Cookie ?? '';
    const atOnce = await post('/api/auth/two-factor/enable', { password: user.password, method: 'otp' }, cookie);
    expect(atOnce.status).toBe(400);
    expect(await atOnce.json()).toMatchObject({ message: expect.stringContaining("s'active avec le code envoyé à votre adresse") });
    expect(await twoFactorEnabled(cookie)).toBe(false);

    expect((await post('/api/auth/two-factor/send-otp', {}, cookie)).status).toBe(200);
    const code = codeFromMail(await lastMailTo(app, user.email, 'Votre code de connexion'));
    const wrong = await post('/api/auth/two-factor/verify-otp', { code: code === '000000' ? '111111' : '000000' }, cookie);
    expect(wrong.status).toBe(401);
    expect(await twoFactorEnabled(cookie)).toBe(false);

    const verified = await post('/api/auth/two-factor/verify-otp', { code }, cookie);
    expect(verified.status).toBe(200);
    expect(await twoFactorEnabled(cookieHeader(verified))).toBe(true);
    const method = await app.request('/api/me/two-factor', { headers: { Cookie: cookieHeader(verified) } });
    expect(await method.json()).toEqual({ enabled: true, method: 'email' });
  });

  it('asks for a second factor, mails a code, and opens the session only with the right code', async () => {
    const { user, headers } = await signedInAs(app, database, 'member', { firstName: 'Hugo', lastName: 'Lefèvre' });
    await turnOnByEmail(headers.Cookie ?? '', user.email);

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
    // Not on until the app's code is typed: the method stays unknown.
    const method = await app.request('/api/me/two-factor', { headers });
    expect(await method.json()).toEqual({ enabled: false, method: null });
  });
});
