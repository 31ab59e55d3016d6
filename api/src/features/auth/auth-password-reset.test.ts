import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { createVerifiedUser, signIn, TEST_ORIGIN } from '../../testing/auth-helpers';
import { lastMailTo, outboxFor, tokenFromLink } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const NEW_PASSWORD = 'Nouveau-mot-de-passe-2026';

describe.each(testDatabases())('password reset on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  const post = (path: string, body: unknown) => app.request(path, jsonRequest(body, { Origin: TEST_ORIGIN }));
  const requestReset = async (email: string) => {
    const res = await post('/api/auth/request-password-reset', { email });
    expect(res.status).toBe(200);
    return tokenFromLink(await lastMailTo(app, email, 'Réinitialisation de votre mot de passe'), '/auth/reset-password');
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => database.dispose());

  it('mails a link to /auth/reset-password, sets the new password, revokes old sessions', async () => {
    const user = await createVerifiedUser(database);
    const oldSession = await signIn(app, user.email, user.password);
    const token = await requestReset(user.email);

    const res = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    // Its cookie cache included: the cache is checked against the session's state (ADR 159).
    expect(await (await app.request('/api/auth/get-session', { headers: oldSession })).json()).toBeNull();
    const refused = await post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(refused.status).toBe(401);
    await expect(signIn(app, user.email, NEW_PASSWORD)).resolves.toHaveProperty('Cookie');
    const reused = await post('/api/auth/reset-password', { token, newPassword: 'Encore-un-autre-2026' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const res = await post('/api/auth/request-password-reset', { email: 'personne@example.fr' });
    expect(res.status).toBe(200);
    expect(await outboxFor(app, 'personne@example.fr')).toHaveLength(0);
  });

  it('refuses an invalid token and a too short new password', async () => {
    const invalid = await post('/api/auth/reset-password', { token: 'nimportequoi', newPassword: NEW_PASSWORD });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    const user = await createVerifiedUser(database);
    const token = await requestReset(user.email);
    const short = await post('/api/auth/reset-password', { token, newPassword: 'Trop-court' });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
  });

  it('refuses a reset link older than one hour', async () => {
    const user = await createVerifiedUser(database);
    const token = await requestReset(user.email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    const res = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    vi.useRealTimers();
    await expect(signIn(app, user.email, user.password)).resolves.toHaveProperty('Cookie');
  });
});
