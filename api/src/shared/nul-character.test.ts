import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { call, complexBody, facilitiesTestbed, type RoleActors } from '../testing/facilities-fixtures';
import { databaseFingerprint } from '../testing/database-fingerprint';
import { testDatabases, type TestDatabase } from '../testing/test-database';

// Found by the input fuzzing gate (docs/decisions/090-input-fuzzing.md): PostgreSQL answered 500 on U+0000.
describe.each(testDatabases())('U+0000 in a request on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it.each([
    ['a path id', 'DELETE', '/api/complexes/%00', undefined],
    ['a query', 'GET', '/api/complexes?search=%00', undefined],
    ['a body field', 'POST', '/api/complexes', complexBody({ name: 'Gymnase\u0000' })],
  ] as const)('in %s: 400 with a French message, nothing written', async (_where, method, path, body) => {
    const before = await databaseFingerprint(database);
    const res = await call(app, method, path, as.admin.headers, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('caractère nul') });
    expect(await databaseFingerprint(database)).toBe(before);
  });
});
