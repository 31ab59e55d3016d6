import { PasswordResetLinkSentSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createVerifiedUser, signIn, signedInAs, TEST_ORIGIN } from '../../testing/auth-helpers';
import { countRows } from '../../testing/count-rows';
import { lastMailTo, outboxFor, tokenFromLink } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const NEW_PASSWORD = 'Nouveau-mot-de-passe-2026';

/** « Envoyer un lien de réinitialisation » (ADR 173). */
describe.each(testDatabases())('password reset links sent by an admin on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const send = (userId: string, headers: Record<string, string> = admin.headers) =>
    app.request(`/api/admin/users/${userId}/password-reset-link`, { method: 'POST', headers });
  const auditOf = (userId: string) => database.db.selectFrom('audit_records').selectAll().where('target_id', '=', userId).execute();

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    admin = await signedInAs(app, database, 'admin', { firstName: 'Nadia', lastName: 'Benali' });
  });
  afterAll(() => database.dispose());

  it("sends better-auth's reset e-mail, whose link sets a new password, and records who sent it", async () => {
    const person = await createVerifiedUser(database, { role: 'member', firstName: 'Zoé', lastName: 'Blanc' });
    const res = await send(person.id);
    expect(res.status).toBe(200);
    expect(PasswordResetLinkSentSchema.strict().parse(await res.json())).toEqual({ success: true, email: person.email });

    const mail = await lastMailTo(app, person.email, 'Réinitialisation de votre mot de passe');
    const token = tokenFromLink(mail, '/auth/reset-password');
    const reset = await app.request('/api/auth/reset-password', jsonRequest({ token, newPassword: NEW_PASSWORD }, { Origin: TEST_ORIGIN }));
    expect(reset.status).toBe(200);
    await expect(signIn(app, person.email, NEW_PASSWORD)).resolves.toMatchObject({ Origin: TEST_ORIGIN });

    const records = await auditOf(person.id);
    expect(records.map((row) => ({ ...row, details: JSON.parse(row.details) as unknown }))).toMatchObject([
      {
        action: 'user.password-reset-requested',
        actor_id: admin.user.id,
        actor_name: 'Nadia Benali',
        target_label: `Zoé Blanc (${person.email})`,
        details: { link: true },
      },
    ]);
  });

  it('says so for an unknown person and a suspended account, sending nothing', async () => {
    const missing = await send(crypto.randomUUID());
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Utilisateur introuvable.' });

    const banned = await createVerifiedUser(database, { role: 'member' });
    await database.db.updateTable('users').set({ banned: 1 }).where('id', '=', banned.id).execute();
    const refused = await send(banned.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'USER_BANNED',
      message: "Ce compte est suspendu : levez la suspension avant d'envoyer un lien de réinitialisation.",
    });
    expect(await outboxFor(app, banned.email)).toEqual([]);
    expect(await auditOf(banned.id)).toEqual([]);
  });

  it('answers 401 to a visitor and 403 to every other role, sending nothing', async () => {
    const person = await createVerifiedUser(database, { role: 'user' });
    const outboxBefore = await countRows(database.db, 'outbox');
    expect((await send(person.id, { Origin: TEST_ORIGIN })).status).toBe(401);
    for (const role of ['user', 'member', 'coach', 'section_manager'] as const) {
      const { headers } = await signedInAs(app, database, role);
      const res = await send(person.id, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await countRows(database.db, 'outbox')).toBe(outboxBefore);
    expect(await auditOf(person.id)).toEqual([]);
  });
});
