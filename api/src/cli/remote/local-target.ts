import { createDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrator';
import { readEnv, REPO_ROOT } from '../../env';
import { createRemoteStore } from '../../app';
import { abortCandidate, promoteCandidate } from '../../features/deployments/canary.service';
import { deploymentsOverview } from '../../features/deployments/deployments-overview.service';
import { importRemotesDir } from '../../features/deployments/import-remotes-dir';
import { publishArchive, rollbackRemote, type DeploymentsContext } from '../../features/deployments/publish.service';
import { COMMAND_LINE } from '../../features/deployments/publisher';
import { AppError } from '../../shared/app-error';
import { createLogger } from '../../shared/logger';
import { TargetError, type DeploymentTarget } from './deployment-target';
import { shellSharedVersions } from './workspace';

/** A refusal of the site's services, as the HTTP answer would carry it. */
async function refusals<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError) throw new TargetError(error.message, error.details.issues?.map((issue) => issue.message) ?? []);
    throw error;
  }
}

/**
 * The site of this machine: its database (DATABASE_URL, migrated as at the server's start, with the
 * old data/remotes imported once), changed through the same services as the publish endpoint. A running
 * server serves the change within its refresh (ADR 162).
 */
export async function localTarget(): Promise<DeploymentTarget> {
  const { env } = readEnv();
  const database = createDatabase(env.DATABASE_URL, { baseDir: REPO_ROOT });
  const logger = createLogger('warn');
  await migrateToLatest(database.db, logger);
  await importRemotesDir(database.db, env.REMOTES_DIR, logger);
  const ctx: DeploymentsContext = { db: database.db, now: () => new Date(), store: createRemoteStore(database), shellShared: shellSharedVersions };
  return {
    label: 'le site local',
    publish: (remote, archive, canaryPercent) =>
      refusals(publishArchive(ctx, { remote, archive, publisher: COMMAND_LINE, ...(canaryPercent !== undefined ? { canaryPercent } : {}) })),
    rollback: (remote, version) => refusals(rollbackRemote(ctx, { remote, publisher: COMMAND_LINE, ...(version !== undefined ? { version } : {}) })),
    promote: (remote) => refusals(promoteCandidate(ctx, { remote, publisher: COMMAND_LINE })),
    abort: (remote) => refusals(abortCandidate(ctx, { remote, publisher: COMMAND_LINE })),
    list: (remote) => deploymentsOverview(ctx, remote),
    close: () => database.destroy(),
  };
}
