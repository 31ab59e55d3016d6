import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { createMailOutbox } from '../../shared/mail/outbox';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { createAuth } from './auth';

describe.each(testDatabases())('migration 0002-identity on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());

  it('holds every table and column better-auth (with its plugins) expects', async () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    const auth = createAuth({ env, database, outbox: createMailOutbox({ now: () => new Date() }) });
    const plan = await getMigrations({ ...auth.options, database: { db: database.db, type: database.dialect } });
    expect(plan.toBeCreated.map((table) => table.table)).toEqual([]);
    expect(plan.toBeAdded.map((table) => [table.table, Object.keys(table.fields)])).toEqual([]);
  });
});
