import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { cookieHeader, createVerifiedUser, signIn, TEST_ORIGIN } from '../../testing/auth-helpers';
import { lastMailTo, outboxFor, tokenFromLink } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const PASSWORD = 'Piscine-du-mardi-2026';
const post = (body: unknown) => jsonRequest(body, { Origin: TEST_ORIGIN });

describe.each(testDatabases())('sign-up, e-mail verification and sign-in on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let counter = 0;
  const freshEmail = () => `inscription-${(counter += 1)}@example.fr`;
  const signUp = (email: string, password = PASSWORD) =>
    app.request('/api/auth/sign-up/email', post({ email, password, name: 'Léa Dubois', firstName: 'Léa', lastName: 'Dubois' }));
  const signInRequest = (email: string, password = PASSWORD) => app.request('/api/auth/sign-in/email', post({ email, password }));

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => database.dispose());

  it('signs up, mails a French verification link to /auth/verify, verifies, then signs in', async () => {
    const email = freshEmail();
    const res = await signUp(email);
    expect(res.status).toBe(200);
    const mail = await lastMailTo(app, email, 'Confirmez votre adresse e-mail');
    // The address is not proved yet: the name typed at sign-up is left out (ADR 160).
    expect(mail.text.startsWith('Bonjour,\n')).toBe(true);
    expect(mail.text).not.toContain('Léa Dubois');
    expect(mail.html).toContain('<html lang="fr">');
    const token = tokenFromLink(mail, '/auth/verify');
    expect(mail.text).toContain(`${TEST_ORIGIN}/auth/verify?token=`);

    const verified = await app.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { headers: { Origin: TEST_ORIGIN } });
    expect(verified.status).toBe(200);
    expect(cookieHeader(verified)).toContain('session_token=');
    const user = await database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email_verified: 1, role: 'user', first_name: 'Léa', last_name: 'Dubois' });

    const headers = await signIn(app, email, PASSWORD);
    const session = await (await app.request('/api/auth/get-session', { headers })).json();
    expect(session).toMatchObject({ user: { email, role: 'user' } });
  });

  it('refuses to sign in before verification with EMAIL_NOT_VERIFIED', async () => {
    const email = freshEmail();
    await signUp(email);
    const res = await signInRequest(email);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
  });

  it('refuses a wrong password with INVALID_EMAIL_OR_PASSWORD', async () => {
    const user = await createVerifiedUser(database);
    const res = await signInRequest(user.email, 'Pas-le-bon-mot-de-passe');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
  });

  it.each([
    ['shorter than 12 characters', 'Court-2026', 'PASSWORD_TOO_SHORT'],
    ['longer than 128 characters', 'a'.repeat(129), 'PASSWORD_TOO_LONG'],
  ])('refuses a password %s and creates nothing', async (_label, password, code) => {
    const email = freshEmail();
    const res = await signUp(email, password);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code });
    expect(await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  it('answers a duplicate sign-up like a new one (no account enumeration) and sends a notice, no second link (ADR 158)', async () => {
    const user = await createVerifiedUser(database);
    const res = await signUp(user.email);
    expect(res.status).toBe(200);
    const mails = await outboxFor(app, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Vous avez déjà un compte')]);
    expect(mails[0]?.text).not.toContain('token=');
  });

  it('refuses an invalid verification token with INVALID_TOKEN', async () => {
    const res = await app.request('/api/auth/verify-email?token=not-a-token');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses a verification link older than 24 hours with TOKEN_EXPIRED', async () => {
    const email = freshEmail();
    await signUp(email);
    const token = tokenFromLink(await lastMailTo(app, email, 'Confirmez'), '/auth/verify');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 60 * 60 * 1000 });
    const res = await app.request(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    vi.useRealTimers();
    const user = await database.db.selectFrom('users').select('email_verified').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.email_verified).toBe(0);
  });
});
