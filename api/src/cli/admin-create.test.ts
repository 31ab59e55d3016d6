import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTsx } from '../testing/run-tsx';
import { testDatabases, type TestDatabase } from '../testing/test-database';

const PASSWORD = 'Stade-municipal-2026';

// Each run is a process of its own (tsx start-up: a few seconds on a busy machine).
const TIMEOUT = { timeout: 40_000 };

/** The command on a database of its own: `adminCreate(args, env, stdin)`, `userRow(email)`. */
function onDatabase(testDatabase: TestDatabase) {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());
  return {
    adminCreate: (args: string[], env: Record<string, string> = {}, input = '') =>
      runTsx('src/cli/admin-create.ts', { args, env: { DATABASE_URL: database.url, ...env }, input }),
    userRow: (email: string) => database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
  };
}

describe.each(testDatabases())('pnpm admin:create on $dialect', (testDatabase: TestDatabase) => {
  const { adminCreate, userRow } = onDatabase(testDatabase);

  it('creates a verified admin on the configured database, password from ADMIN_PASSWORD', TIMEOUT, async () => {
    const run = await adminCreate(['Bureau@Club-Exemple.fr', '--prenom', 'Anne', '--nom', 'Dupont'], { ADMIN_PASSWORD: PASSWORD });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Administrateur bureau@club-exemple.fr créé (e-mail vérifié)');
    expect(await userRow('bureau@club-exemple.fr')).toMatchObject({ role: 'admin', email_verified: 1, name: 'Anne Dupont' });
  });

  it('reads the password from stdin when it is not a terminal, and refuses a known e-mail with exit code 1', TIMEOUT, async () => {
    expect((await adminCreate(['tresorier@club-exemple.fr'], {}, `${PASSWORD}\n`)).code).toBe(0);
    expect(await userRow('tresorier@club-exemple.fr')).toMatchObject({ role: 'admin', name: 'Administrateur' });
    const again = await adminCreate(['tresorier@club-exemple.fr'], { ADMIN_PASSWORD: PASSWORD });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Un compte existe déjà avec l'adresse tresorier@club-exemple.fr");
  });
});

describe('pnpm admin:create refusals', () => {
  const { adminCreate, userRow } = onDatabase(testDatabases()[0] as TestDatabase);

  it('refuses a short password and a missing e-mail, in French, creating nobody', TIMEOUT, async () => {
    const short = await adminCreate(['court@club-exemple.fr'], { ADMIN_PASSWORD: 'Court-2026' });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Le mot de passe doit contenir au moins 12 caractères');
    expect(await userRow('court@club-exemple.fr')).toBeUndefined();
    const usage = await adminCreate([], { ADMIN_PASSWORD: PASSWORD });
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage : pnpm admin:create <e-mail>');
  });
});
