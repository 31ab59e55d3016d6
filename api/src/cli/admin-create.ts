// `pnpm admin:create <e-mail> [--prenom Nathalie] [--nom Lefèvre]`: creates an administrator on the
// configured database (DATABASE_URL, SQLite or PostgreSQL), e.g. the first real one of a production site.
import { parseArgs } from 'node:util';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { EnvError, readEnv, REPO_ROOT } from '../env';
import { AdminAccountError, createAdminAccount } from '../features/auth/admin-account';
import { createAuth } from '../features/auth/auth';
import { createLogger } from '../shared/logger';
import { createMailOutbox } from '../shared/mail/outbox';
import { readPassword } from './read-password';

const USAGE = 'Usage : pnpm admin:create <e-mail> [--prenom Prénom] [--nom Nom]  (mot de passe demandé, ou lu dans ADMIN_PASSWORD)';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { prenom: { type: 'string', default: 'Administrateur' }, nom: { type: 'string' } },
  });
  const [email, ...extra] = positionals;
  if (!email || extra.length) throw new AdminAccountError(USAGE);
  // The production refusals are the server's business: an admin may be created before the first start.
  const { env } = readEnv();
  const password = await readPassword(process.env);
  if (password === null) throw new AdminAccountError('Les deux mots de passe saisis diffèrent : relancez la commande.');
  const database = createDatabase(env.DATABASE_URL, { baseDir: REPO_ROOT });
  try {
    // A fresh database gets its tables, as at the server's first start.
    await migrateToLatest(database.db, createLogger('warn'));
    const auth = createAuth({ env, database, outbox: createMailOutbox({ now: () => new Date() }) });
    const admin = await createAdminAccount({ auth, db: database.db }, { email, password, firstName: values.prenom, lastName: values.nom });
    console.log(`Administrateur ${admin.email} créé (e-mail vérifié) : connectez-vous sur ${env.SITE_URL}/auth/login.`);
    return 0;
  } finally {
    await database.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof AdminAccountError || error instanceof EnvError) console.error(`✖ ${error.message}`);
    else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) console.error(`✖ ${USAGE}`);
    else console.error(`✖ Création de l'administrateur impossible : ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
