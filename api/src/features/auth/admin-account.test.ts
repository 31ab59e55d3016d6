import { FirstLoginStatusSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { parseEnv } from '../../env';
import { createMailOutbox } from '../../shared/mail/outbox';
import { createVerifiedUser, signIn } from '../../testing/auth-helpers';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { AdminAccountError, createAdminAccount } from './admin-account';
import { createAuth } from './auth';

const PASSWORD = 'Gymnase-Jean-Bouin-1940';

describe.each(testDatabases())('createAdminAccount (pnpm admin:create) on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let create: (input: Parameters<typeof createAdminAccount>[1]) => ReturnType<typeof createAdminAccount>;
  const userCount = async () => (await database.db.selectFrom('users').select('id').execute()).length;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    const auth = createAuth({ env: parseEnv({ NODE_ENV: 'test' }), database, outbox: createMailOutbox({ now: () => new Date() }) });
    create = (input) => createAdminAccount({ auth, db: database.db }, input);
  });
  afterAll(() => database.dispose());

  it('creates a verified admin who signs in and has no onboarding step left', async () => {
    const admin = await create({ email: ' Presidente@Club-Exemple.fr ', password: PASSWORD, firstName: 'Anne', lastName: 'Dupont' });
    expect(admin.email).toBe('presidente@club-exemple.fr');
    const row = await database.db.selectFrom('users').selectAll().where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', email_verified: 1, name: 'Anne Dupont', first_name: 'Anne', last_name: 'Dupont' });

    const headers = await signIn(app, 'presidente@club-exemple.fr', PASSWORD);
    const status = successResponseSchema(FirstLoginStatusSchema).parse(await (await app.request('/api/first-login/status', { headers })).json()).data;
    expect(status).toMatchObject({ step: 'complete', profile: { role: 'admin' } });
    // An admin-only endpoint answers.
    expect((await app.request('/api/first-login/applications/pending', { headers })).status).toBe(200);
  });

  it('refuses an e-mail that already has an account, whatever its case, and changes nothing', async () => {
    const existing = await createVerifiedUser(database, { email: 'deja.la@example.fr' });
    const before = await userCount();
    await expect(create({ email: 'Deja.La@example.fr', password: PASSWORD, firstName: 'Autre' })).rejects.toThrow(
      new AdminAccountError("Un compte existe déjà avec l'adresse deja.la@example.fr : choisissez une autre adresse (rien n'a été modifié)."),
    );
    expect(await userCount()).toBe(before);
    const row = await database.db.selectFrom('users').select('role').where('id', '=', existing.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });

  it('enforces the password rules (12 characters at least) and a valid e-mail, writing nothing', async () => {
    const before = await userCount();
    await expect(create({ email: 'court@example.fr', password: 'Court-2026', firstName: 'Anne' })).rejects.toThrow(/au moins 12 caractères/);
    await expect(create({ email: 'pas-une-adresse', password: PASSWORD, firstName: 'Anne' })).rejects.toThrow(/Adresse e-mail invalide/);
    expect(await userCount()).toBe(before);
  });
});
