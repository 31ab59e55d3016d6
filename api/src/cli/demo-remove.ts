// `pnpm demo:remove`: deletes the seeded demo accounts from the configured database (DATABASE_URL),
// which production refuses to start with (ADR 080).
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { EnvError, readEnv, REPO_ROOT } from '../env';
import { removeDemoAccounts } from '../features/auth/demo-accounts';
import { createLogger } from '../shared/logger';

async function main(): Promise<void> {
  const { env } = readEnv();
  const database = createDatabase(env.DATABASE_URL, { baseDir: REPO_ROOT });
  try {
    await migrateToLatest(database.db, createLogger('warn'));
    const removed = await removeDemoAccounts(database.db);
    console.log(
      removed.length
        ? `${removed.length} compte(s) de démonstration supprimé(s), avec leurs sessions, candidatures et réservations : ${removed.join(', ')}.`
        : 'Aucun compte de démonstration dans cette base : rien à supprimer.',
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(`✖ ${error.message}`);
  else console.error(`✖ Suppression des comptes de démonstration impossible : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
