import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../shared/logger';
import { testDatabases, type TestDatabase } from '../testing/test-database';
import { seedIfEmpty } from './seed';

const logger = createLogger('silent');

describe.each(testDatabases())('seedIfEmpty on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());

  it('never seeds in production', async () => {
    expect(await seedIfEmpty({ db: database.db, production: true, logger })).toBe('skipped-production');
    expect(await database.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(0);
  });

  it('seeds an empty database once, then leaves it alone', async () => {
    expect(await seedIfEmpty({ db: database.db, production: false, logger })).toBe('seeded');
    const seeded = await database.db.selectFrom('contact_messages').select('id').execute();
    expect(seeded.length).toBeGreaterThan(0);
    expect(await seedIfEmpty({ db: database.db, production: false, logger })).toBe('skipped-not-empty');
    expect(await database.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(seeded.length);
  });
});
