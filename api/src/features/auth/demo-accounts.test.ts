import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed';
import { createLogger } from '../../shared/logger';
import { createVerifiedUser } from '../../testing/auth-helpers';
import { runTsx } from '../../testing/run-tsx';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { demoAccountsRefusal, removeDemoAccounts } from './demo-accounts';
import { DEMO_ACCOUNTS } from './demo-identity.data';

const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email).sort();

describe.each(testDatabases())('demo accounts in a production database on $dialect (ADR 080)', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
    await seedIfEmpty({ db: database.db, production: false, logger: createLogger('silent') });
  });
  afterAll(() => database.dispose());

  it('names every seeded demo account in the refusal, with the command that removes them', async () => {
    const refusal = await demoAccountsRefusal(database.db);
    expect(refusal).toMatch(/^DATABASE_URL : la base contient les comptes de démonstration \(/);
    for (const email of DEMO_EMAILS) expect(refusal).toContain(email);
    expect(refusal).toContain('« pnpm demo:remove »');
  });

  it('removes them with their applications, memberships and bookings, and nothing else', async () => {
    const kept = await createVerifiedUser(database, { email: 'tresorier@club-exemple.fr', role: 'admin' });
    const bookings = async () =>
      (await database.db.selectFrom('room_reservations').select('id').execute()).length +
      (await database.db.selectFrom('minibus_reservations').select('id').execute()).length;
    expect(await bookings()).toBeGreaterThan(0);

    expect(await removeDemoAccounts(database.db)).toEqual(DEMO_EMAILS);
    expect(await demoAccountsRefusal(database.db)).toBeNull();
    expect((await database.db.selectFrom('users').select('id').execute()).map((row) => row.id)).toEqual([kept.id]);
    for (const table of ['applications', 'memberships', 'accounts'] as const) {
      const orphans = await database.db.selectFrom(table).select('id').where('user_id', '!=', kept.id).execute();
      expect(orphans, table).toEqual([]);
    }
    expect(await bookings()).toBe(0);
    // The demo's sections stay, for the admin to edit or delete.
    expect((await database.db.selectFrom('sections').select('id').execute()).length).toBeGreaterThan(0);
  });
});

describe('pnpm demo:remove', () => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await (testDatabases()[0] as TestDatabase).open();
    await createVerifiedUser(database, { email: 'coach@demo.asso.fr', role: 'coach' });
  });
  afterAll(() => database.dispose());

  it('deletes the demo accounts of DATABASE_URL and says which, then that none is left', { timeout: 40_000 }, async () => {
    const run = await runTsx('src/cli/demo-remove.ts', { env: { DATABASE_URL: database.url } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1 compte(s) de démonstration supprimé(s), avec leurs sessions, candidatures et réservations : coach@demo.asso.fr.');
    expect(await demoAccountsRefusal(database.db)).toBeNull();
  });
});
