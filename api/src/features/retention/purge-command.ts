// `pnpm data:purge`: the daily retention purge, on demand (an operator after lowering RETENTION_MONTHS,
// or a cron when the server's own timer is not wanted). Same environment as the server.
import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrator';
import { EnvError, parseEnv, REPO_ROOT } from '../../env';
import { createLogger, serializeError } from '../../shared/logger';
import { purgeExpiredData } from './retention.service';

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = createDatabase(env.DATABASE_URL, { baseDir: REPO_ROOT });
  try {
    // The tables and the purge's indexes exist even before the server's first start.
    await migrateToLatest(database.db, logger);
    const ctx = { db: database.db, dialect: database.dialect, now: () => new Date() };
    const counts = await purgeExpiredData({ ctx, input: { retentionMonths: env.RETENTION_MONTHS } });
    logger.info('retention purge done', { ...counts, retentionMonths: env.RETENTION_MONTHS });
    console.log(
      `Purge terminée (conservation ${env.RETENTION_MONTHS} mois : données antérieures au ${counts.cutoff}) : ` +
        `${counts.sessions} session(s) expirée(s), ${counts.verifications} vérification(s) expirée(s), ` +
        `${counts.contactMessages} message(s) de contact, ${counts.outbox} courriel(s) de la boîte d'envoi, ` +
        `${counts.sessionNotices} avis de changement de séance, ${counts.medicalCertificates} certificat(s) médical(aux), ` +
        `${counts.familyMembersAlone} membre(s) de famille sans adulte, ` +
        `${counts.remoteFailures} rapport(s) d'échec de remote supprimés.`,
    );
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error(JSON.stringify({ level: 'error', message: 'retention purge failed', ...serializeError(error) }));
  process.exit(1);
});
