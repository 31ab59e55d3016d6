import { ApiErrorSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createLogger } from '../../shared/logger';
import { createVerifiedUser, signedInAs, TEST_ORIGIN } from '../../testing/auth-helpers';
import { call } from '../../testing/facilities-fixtures';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabases())('/api/auth/* failures in the app error shape (ADR 088) on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database, { logger: createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>)) });
  });
  afterAll(() => database.dispose());

  it("keeps better-auth's code and status, gives the catalogue's French message and the request id, and logs it", async () => {
    const user = await createVerifiedUser(database);
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'Pas-le-bon-mot-de-passe' }),
    });
    expect(res.status).toBe(401);
    const body = ApiErrorSchema.strict().parse(await res.json());
    expect(body).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Email ou mot de passe incorrect', requestId: res.headers.get('x-request-id') });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'info', message: 'auth request refused', requestId: body.requestId, status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' }),
    );
  });

  it('answers a code better-auth does not name, or an unknown path, with a French message too', async () => {
    const badBody = await call(app, 'POST', '/api/auth/sign-in/email', { Origin: TEST_ORIGIN }, { email: 42 });
    expect(badBody).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'Certaines informations sont invalides.' } });
    const unknown = await call(app, 'GET', '/api/auth/nothing-here', { Origin: TEST_ORIGIN });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', message: "La ressource demandée n'existe pas." } });
  });

  it("turns a failure that is not better-auth's own (here a missing table) into the French 500 shape, logged", async () => {
    const admin = await signedInAs(app, database, 'admin');
    await database.db.schema.alterTable('accounts').renameTo('accounts_gone').execute();
    try {
      const res = await call(app, 'POST', '/api/auth/admin/create-user', admin.headers, {
        email: 'nouvelle@example.fr',
        password: 'Piscine-du-mardi-2026',
        name: 'Nouvelle',
      });
      expect(res).toMatchObject({
        status: 500,
        body: { code: 'INTERNAL_ERROR', message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.', requestId: expect.any(String) },
      });
      expect(lines).toContainEqual(expect.objectContaining({ level: 'error', message: 'request failed', path: '/api/auth/admin/create-user' }));
    } finally {
      await database.db.schema.alterTable('accounts_gone').renameTo('accounts').execute();
    }
  });
});
