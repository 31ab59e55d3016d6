import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { seedIfEmpty } from './db/seed';
import { databaseTimeouts, EnvError, parseEnv, REPO_ROOT } from './env';
import { scheduleDailyPurge } from './features/retention/daily-purge';
import { startupRuntimeConfig } from './features/runtime-config/runtime-config.service';
import { createLogger, serializeError } from './shared/logger';

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = createDatabase(env.DATABASE_URL, { baseDir: REPO_ROOT, timeouts: databaseTimeouts(env) });
  await migrateToLatest(database.db, logger);
  await seedIfEmpty({ db: database.db, production: env.NODE_ENV === 'production', logger });
  // Fail at start, not on the first page view, if FEDERATION_MANIFEST is wrong or names an untrusted
  // origin; say which remote is broken.
  const { config, problems } = await startupRuntimeConfig(env);
  for (const problem of problems) logger.warn('remote left out of the manifest', { problem });
  if (!Object.keys(config.remotes).length) {
    console.warn(`Aucun remote publié dans ${env.REMOTES_DIR} : lancez pnpm start (ou pnpm remote:publish <dossier>).`);
  }

  const app = createApp({ env, database, logger, rootDir: REPO_ROOT });
  // RGPD data minimisation: shortly after start, then daily (docs/decisions/093-retention-purge.md).
  const stopPurge = scheduleDailyPurge({
    ctx: { db: database.db, dialect: database.dialect, now: () => new Date() },
    retentionMonths: env.RETENTION_MONTHS,
    logger,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
    logger.info('server started', { port: info.port, database: database.dialect, nodeEnv: env.NODE_ENV });
    console.log(`Site prêt sur http://localhost:${info.port}`);
  });

  const shutdown = () => {
    stopPurge();
    server.close(() => void database.destroy().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error(JSON.stringify({ level: 'error', message: 'server failed to start', ...serializeError(error) }));
  process.exit(1);
});
