import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createVerifiedUser, signedInAs, signIn, TEST_ORIGIN } from '../../testing/auth-helpers';
import { call } from '../../testing/facilities-fixtures';
import { lastMailTo, outboxFor, tokenFromLink } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const PUBLIC = { Origin: TEST_ORIGIN };
const HOUR = 3_600_000;

/** Issue 27, item 6 (ADR 160): the current password, a notice to the old address, and a way to undo. */
describe.each(testDatabases())('changing the e-mail address on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let clock = new Date();

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database, { now: () => clock });
  });
  afterAll(() => database.dispose());

  const emailOf = async (userId: string) => (await database.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;
  const freshAddress = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@nouvelle.example.fr`;
  const request = (headers: Record<string, string>, newEmail: string, currentPassword: string) =>
    call(app, 'POST', '/api/me/email-change', headers, { newEmail, currentPassword });
  const confirm = (token: string) => call(app, 'POST', '/api/email-change/confirm', PUBLIC, { token });
  const undo = (token: string) => call(app, 'POST', '/api/email-change/undo', PUBLIC, { token });
  const confirmToken = async (to: string) => tokenFromLink(await lastMailTo(app, to, 'Confirmez votre nouvelle adresse e-mail'), '/email-change/confirm');
  const undoToken = async (to: string) => tokenFromLink(await lastMailTo(app, to, "L'adresse e-mail de votre compte a changé"), '/email-change/undo');

  /** A member who changed their address to `newEmail`; the undo link went to their old address. */
  async function changedAddress(label: string) {
    const { user, headers } = await signedInAs(app, database, 'member');
    const newEmail = freshAddress(label);
    expect((await request(headers, newEmail, user.password)).status).toBe(200);
    expect((await confirm(await confirmToken(newEmail))).status).toBe(200);
    return { user, headers, newEmail, undo: await undoToken(user.email) };
  }

  it('refuses a wrong current password with the French error, and sends and changes nothing', async () => {
    const { user, headers } = await signedInAs(app, database, 'member');
    const newEmail = freshAddress('mauvais');
    expect(await request(headers, newEmail, 'Pas-le-bon-mot-de-passe')).toMatchObject({
      status: 400,
      body: { code: 'INVALID_PASSWORD', message: 'Mot de passe incorrect', issues: [{ path: 'currentPassword', message: 'Mot de passe incorrect' }] },
    });
    expect(await call(app, 'POST', '/api/me/email-change', headers, { newEmail })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', issues: [{ path: 'currentPassword', message: "Saisissez votre mot de passe actuel pour changer d'adresse e-mail" }] },
    });
    expect(await outboxFor(app, newEmail)).toEqual([]);
    expect(await database.db.selectFrom('email_changes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it("refuses better-auth's own change-email, which asks for no password", async () => {
    const { user, headers } = await signedInAs(app, database, 'member');
    const newEmail = freshAddress('sans-mot-de-passe');
    const res = await call(app, 'POST', '/api/auth/change-email', headers, { newEmail, callbackURL: '/user/profile' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await outboxFor(app, newEmail)).toEqual([]);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('changes the address once the link sent to the new one is followed, then tells the old one with the new address masked', async () => {
    const { user, headers } = await signedInAs(app, database, 'member', { firstName: 'Inès' });
    const newEmail = freshAddress('nouvelle');
    expect(await request(headers, newEmail, user.password)).toEqual({ status: 200, body: { success: true } });
    expect(await emailOf(user.id)).toBe(user.email);

    expect(await confirm(await confirmToken(newEmail))).toEqual({ status: 200, body: { success: true, data: { email: newEmail } } });
    expect(await emailOf(user.id)).toBe(newEmail);
    const notice = await lastMailTo(app, user.email, "L'adresse e-mail de votre compte a changé");
    expect(notice.text).toContain('Bonjour Inès Martin,');
    expect(notice.text).toContain(`remplacée par ${newEmail[0]}•••\uFE6Bn•••\u2024fr.`);
    expect(notice.text).not.toContain(newEmail);
    expect(notice.html).not.toContain(newEmail);
    expect(notice.text).toMatch(/valable 7 jours et utilisable une seule fois/);
    // Only a hash of each link's secret is stored.
    const row = await database.db.selectFrom('email_changes').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.undo_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.undo_token_hash).not.toBe(await undoToken(user.email));
    // The person is still signed in, and signs in with the new address from now on; "my data" lists the change.
    expect((await call(app, 'GET', '/api/me/profile', headers)).body).toMatchObject({ data: { email: newEmail } });
    const exported = await call<{ data: { emailChanges: object[] } }>(app, 'GET', '/api/me/data', headers);
    expect(exported.body.data.emailChanges).toEqual([
      { oldEmail: user.email, newEmail, requestedAt: expect.any(String), confirmedAt: expect.any(String), undoneAt: null },
    ]);
    await signIn(app, newEmail, user.password);
  });

  it('undoes the change from the old address: address back, every session closed, the link used once', async () => {
    const { user, headers, undo: token } = await changedAddress('annulee');
    const otherSession = await signIn(app, (await emailOf(user.id)) ?? '', user.password);

    expect(await undo(token)).toEqual({ status: 200, body: { success: true } });
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    for (const session of [headers, otherSession]) {
      expect((await call(app, 'GET', '/api/me/profile', session)).status).toBe(401);
      expect(await (await app.request('/api/auth/get-session?disableCookieCache=true', { headers: session })).json()).toBeNull();
    }
    await signIn(app, user.email, user.password);

    expect(await undo(token)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: "Ce lien d'annulation n'est pas valide : il a peut-être déjà servi." },
    });
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('refuses an expired undo link and changes nothing', async () => {
    const { user, newEmail, undo: token } = await changedAddress('annulation-expiree');
    clock = new Date(clock.getTime() + 7 * 24 * HOUR + 1000);
    try {
      expect(await undo(token)).toMatchObject({ status: 410, body: { code: 'LINK_EXPIRED' } });
    } finally {
      clock = new Date();
    }
    expect(await emailOf(user.id)).toBe(newEmail);
  });

  it('refuses an expired, a used or a replaced confirmation link', async () => {
    const { user, headers } = await signedInAs(app, database, 'member');
    const first = freshAddress('remplacee');
    const second = freshAddress('expiree');
    await request(headers, first, user.password);
    const replaced = await confirmToken(first);
    await request(headers, second, user.password);
    expect((await confirm(replaced)).status).toBe(404);

    clock = new Date(clock.getTime() + 24 * HOUR + 1000);
    try {
      expect(await confirm(await confirmToken(second))).toMatchObject({ status: 410, body: { code: 'LINK_EXPIRED' } });
    } finally {
      clock = new Date();
    }
    expect(await emailOf(user.id)).toBe(user.email);

    const third = freshAddress('utilisee');
    await request(headers, third, user.password);
    const token = await confirmToken(third);
    expect((await confirm(token)).status).toBe(200);
    expect((await confirm(token)).status).toBe(404);
  });

  it('answers an address another account uses like any other, and sends it nothing', async () => {
    const { user, headers } = await signedInAs(app, database, 'member');
    const other = await createVerifiedUser(database, { role: 'member' });
    expect(await request(headers, other.email, user.password)).toEqual({ status: 200, body: { success: true } });
    expect((await outboxFor(app, other.email)).filter((mail) => mail.subject.includes('Confirmez'))).toEqual([]);
  });

  it("the undo also kills the later links of the person's changes (a change made from the new address cannot be undone back)", async () => {
    const { user, newEmail, undo: firstUndo } = await changedAddress('chaine');
    const attacker = await signIn(app, newEmail, user.password);
    const further = freshAddress('encore');
    await request(attacker, further, user.password);
    await confirm(await confirmToken(further));
    const laterUndo = await undoToken(newEmail);
    const pending = freshAddress('en-attente');
    await request(await signIn(app, further, user.password), pending, user.password);
    const pendingToken = await confirmToken(pending);

    expect((await undo(firstUndo)).status).toBe(200);
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await undo(laterUndo)).status).toBe(404);
    expect((await confirm(pendingToken)).status).toBe(404);
    expect(await emailOf(user.id)).toBe(user.email);
  });

  it('counts a wrong current password in the account lockout of sign-in', async () => {
    const locking = createTestApp(database, { env: { AUTH_RATE_LIMIT: 'true', AUTH_SIGN_IN_RATE_LIMIT: '1000', AUTH_ACCOUNT_MAX_FAILURES: '3' } });
    const user = await createVerifiedUser(database, { role: 'member' });
    const headers = await signIn(locking, user.email, user.password);
    const attempt = (password: string) => call(locking, 'POST', '/api/me/email-change', headers, { newEmail: freshAddress('verrou'), currentPassword: password });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await attempt(`Mauvais-mot-de-passe-${i}`)).status);
    expect(statuses).toEqual([400, 400, 400]);
    expect(await attempt(user.password)).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    const signInRes = await locking.request('/api/auth/sign-in/email', jsonRequest({ email: user.email, password: user.password }, PUBLIC));
    expect(signInRes.status).toBe(429);
  });
});
