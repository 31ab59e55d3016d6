import { serve } from '@hono/node-server';
import { createApp, createRemoteStore } from './app';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { seedIfEmpty } from './db/seed';
import { databaseTimeouts, EnvError, productionRefusalMessage, readEnv, REPO_ROOT } from './env';
import { demoAccountsRefusal } from './features/auth/demo-accounts';
import { importRemotesDir } from './features/deployments/import-remotes-dir';
import { watchDeployments } from './features/deployments/watch-deployments';
import { scheduleDailyPurge } from './features/retention/daily-purge';
import { startNoticeFlusher } from './features/session-notices/notice-flush';
import { startupRuntimeConfig } from './features/runtime-config/runtime-config.service';
import { createLogger, serializeError } from './shared/logger';
import { createDeliveryWorker } from './shared/mail/delivery';
import { createMailOutbox } from './shared/mail/outbox';

/** The address to open: localhost for loopback or every-interface binds, otherwise the bound host. */
function siteAddress(host: string, port: number): string {
  if (['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main() {
  const { env, refusals } = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = createDatabase(env.DATABASE_URL, { baseDir: REPO_ROOT, timeouts: databaseTimeouts(env) });
  // Production: every refusal (environment and database) printed at once, before listening (ADR 080).
  try {
    await migrateToLatest(database.db, logger);
    const demoAccounts = env.demoMode ? null : await demoAccountsRefusal(database.db);
    if (demoAccounts) refusals.push(demoAccounts);
  } catch (error) {
    if (!refusals.length) throw error;
    refusals.push(`DATABASE_URL : base de données illisible (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (refusals.length) {
    await database.destroy();
    throw new EnvError(productionRefusalMessage(refusals));
  }
  await seedIfEmpty({ db: database.db, production: !env.demoMode, logger });
  // Fail at start, not on the first page view, if FEDERATION_MANIFEST is wrong or names an untrusted
  // origin; say which remote is broken.
  // Versions published before the database store (ADR 018) are imported once (ADR 162).
  await importRemotesDir(database.db, env.REMOTES_DIR, logger);
  const remoteStore = createRemoteStore(database);
  const { config, problems } = await startupRuntimeConfig(env, remoteStore);
  for (const problem of problems) logger.warn('remote left out of the manifest', { problem });
  if (!Object.keys(config.remotes).length) {
    console.warn('Aucun remote publié : lancez pnpm start (ou pnpm remote:publish <dossier>).');
  }
  // Every served version's files in memory before the first visitor, then kept in step with the other instances.
  await remoteStore.warm();
  const stopWatching = watchDeployments(remoteStore, logger);

  const ctx = { db: database.db, dialect: database.dialect, now: () => new Date() };
  // Every e-mail waits in the outbox until an SMTP server accepted it; this instance's worker sends them (ADR 167).
  const mailWorker = createDeliveryWorker({ env, ctx, logger });
  const app = createApp({ env, database, logger, rootDir: REPO_ROOT, remoteStore, onMailEnqueued: () => mailWorker.wake() });
  // RGPD data minimisation: shortly after start, then daily (docs/decisions/093-retention-purge.md).
  const stopPurge = scheduleDailyPurge({
    ctx,
    retentionMonths: env.RETENTION_MONTHS,
    logger,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info('server started', { host: env.HOST, port: info.port, database: database.dialect, nodeEnv: env.NODE_ENV });
    console.log(`Site prêt sur ${siteAddress(env.HOST, info.port)}`);
  });
  mailWorker.start();
  // Session changes settle for a quiet period, then each person gets one e-mail for them (ADR 171).
  const quietMs = env.SESSION_NOTICE_QUIET_SECONDS * 1000;
  const noticeFlusher = startNoticeFlusher(
    { ...ctx, outbox: createMailOutbox({ now: ctx.now, logger, onEnqueued: () => mailWorker.wake() }), site: { name: env.SITE_NAME, url: env.SITE_URL }, quietMs },
    logger,
    Math.min(30_000, Math.max(1000, quietMs / 2)),
  );

  const shutdown = () => {
    stopPurge();
    noticeFlusher.stop();
    stopWatching();
    server.close(() => void mailWorker.stop().finally(() => void database.destroy().finally(() => process.exit(0))));
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
