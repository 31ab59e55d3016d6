import { buildInfoOf, checkRemoteBuild, prefixClashes, unpackBuild, type BuildFiles } from '@club/federation/registry';
import { AppError, conflictError, notFoundError } from '../../shared/app-error';
import type { Db } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { recordAudit } from '../audit/audit.service';
import { precompressFiles } from './precompress';
import { auditActor, type Publisher } from './publisher';
import { findRelease, findVersion, insertVersion, latestVersionNumber, previousVersionNumber, saveRelease } from './remote-versions.repository';
import { EVERYONE_ELSE, type RemoteStore } from './remote-store';

export interface DeploymentsContext {
  db: Db;
  now: () => Date;
  store: RemoteStore;
  /** The singletons the deployed shell provides (its build's shared-versions.json). */
  shellShared: () => Record<string, string>;
}

const REMOTE_BUILD_REFUSED = 'REMOTE_BUILD_REFUSED';

/** 422 listing every problem of a build, one issue each: nothing was stored. */
const buildRefusedError = (remote: string, problems: readonly string[]) =>
  new AppError(422, REMOTE_BUILD_REFUSED, `${remote} n'a pas été publié : ${problems.length > 1 ? `${problems.length} problèmes` : 'un problème'} à corriger.`, {
    issues: problems.map((message) => ({ path: 'archive', message })),
  });

/** An archive refused before its build could be read (unsafe or over the limits): audited, nothing stored. */
async function recordRefusal(ctx: DeploymentsContext, remote: string, publisher: Publisher, problems: readonly string[]): Promise<void> {
  await recordAudit(ctx.db, ctx.now(), {
    action: 'remote.publish-refused',
    actor: auditActor(publisher),
    target: { id: remote, label: remote },
    details: { problems },
  });
}

export interface PublishOutcome {
  remote: string;
  version: number;
  build: string;
  /** The build was already the current version (or the candidate): nothing was stored. */
  unchanged: boolean;
  current: number;
  candidate: { version: number; percent: number } | null;
}

/**
 * Publishes a build (ADR 162): the same compatibility check as the command line's, the prefixes other
 * remotes own, then the version and its precompressed files in one transaction, made current (or the
 * candidate for `canaryPercent` % of visitors). A refused build is audited and stores nothing.
 */
async function publishRemote(
  ctx: DeploymentsContext,
  input: { remote: string; files: BuildFiles; publisher: Publisher; canaryPercent?: number },
): Promise<PublishOutcome> {
  const { remote, files, publisher } = input;
  const problems = checkRemoteBuild({ files, folder: remote, shellShared: ctx.shellShared() });
  const info = buildInfoOf(files);
  if (info.ok) problems.push(...prefixClashes(remote, info.info.areas, (await ctx.store.manifest(EVERYONE_ELSE)).manifest));
  if (problems.length || !info.ok) {
    await recordRefusal(ctx, remote, publisher, problems);
    throw buildRefusedError(remote, problems);
  }
  const release = await findRelease(ctx.db, remote);
  const live = release && (await findVersion(ctx.db, remote, input.canaryPercent !== undefined ? (release.candidate_version ?? -1) : release.current_version));
  if (release && live?.build === info.info.version) return outcome(remote, live.version, live.build, true, release);

  const stored = await precompressFiles(files);
  const now = ctx.now().toISOString();
  const result = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const version = (await latestVersionNumber(trx, remote)) + 1;
      await insertVersion(
        trx,
        {
          remote,
          version,
          build: info.info.version,
          build_info: JSON.stringify(info.info),
          file_count: stored.length,
          total_bytes: stored.reduce((sum, file) => sum + file.body.byteLength, 0),
          published_at: now,
          published_by: publisher.kind === 'token' ? `Jeton «\u00a0${publisher.name}\u00a0»` : publisher.name,
          publisher_id: publisher.kind === 'admin' ? publisher.id : null,
        },
        stored,
      );
      const current = await findRelease(trx, remote);
      const canary = input.canaryPercent !== undefined && current !== undefined;
      const next = {
        remote,
        current_version: canary ? current.current_version : version,
        last_loaded_version: current?.last_loaded_version ?? null,
        candidate_version: canary ? version : null,
        candidate_percent: canary ? (input.canaryPercent ?? null) : null,
        candidate_started_at: canary ? now : null,
        updated_at: now,
      };
      await saveRelease(trx, next);
      await recordAudit(trx, ctx.now(), {
        action: 'remote.publish',
        actor: auditActor(publisher),
        target: { id: remote, label: remote },
        details: { version, build: info.info.version, ...(canary ? { canaryPercent: input.canaryPercent, current: current.current_version } : {}) },
      });
      return { version, release: next };
    })
    .catch((error: unknown) => {
      // Two publishes of one remote at the same instant: the second finds the version number taken.
      if (isUniqueViolation(error)) throw conflictError(`Une autre publication de ${remote} vient d'avoir lieu : relancez la commande.`);
      throw error;
    });
  ctx.store.invalidate();
  await ctx.store.warmVersion(remote, result.version, stored);
  return outcome(remote, result.version, info.info.version, false, result.release);
}

function outcome(
  remote: string,
  version: number,
  build: string,
  unchanged: boolean,
  release: { current_version: number; candidate_version: number | null; candidate_percent: number | null },
): PublishOutcome {
  const candidate =
    release.candidate_version !== null && release.candidate_percent !== null ? { version: release.candidate_version, percent: release.candidate_percent } : null;
  return { remote, version, build, unchanged, current: release.current_version, candidate };
}

/**
 * A build's archive, as the publish endpoint and the command line both receive it: unpacked with its
 * safety checks (a refused archive is audited and stores nothing), then published.
 */
export async function publishArchive(
  ctx: DeploymentsContext,
  input: { remote: string; archive: Uint8Array; publisher: Publisher; canaryPercent?: number },
): Promise<PublishOutcome> {
  const { archive, ...rest } = input;
  const unpacked = await unpackBuild(archive);
  if (!unpacked.ok) {
    await recordRefusal(ctx, input.remote, input.publisher, unpacked.problems);
    throw buildRefusedError(input.remote, unpacked.problems);
  }
  return publishRemote(ctx, { ...rest, files: unpacked.files });
}

/** Makes `version` (by default the newest one before the current) current again; a candidate is dropped. */
export async function rollbackRemote(ctx: DeploymentsContext, input: { remote: string; version?: number; publisher: Publisher }) {
  const { remote, publisher } = input;
  const release = await findRelease(ctx.db, remote);
  if (!release) throw notFoundError(`${remote} n'a jamais été publié.`);
  const target = input.version ?? (await previousVersionNumber(ctx.db, remote, release.current_version));
  if (target === undefined) throw conflictError(`${remote} n'a pas de version antérieure à la version ${release.current_version}.`);
  if (!(await findVersion(ctx.db, remote, target))) throw notFoundError(`${remote} n'a pas de version ${target}.`);
  if (target === release.current_version && release.candidate_version === null) return { remote, from: release.current_version, to: target };
  const now = ctx.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await saveRelease(trx, { ...release, current_version: target, candidate_version: null, candidate_percent: null, candidate_started_at: null, updated_at: now });
    await recordAudit(trx, ctx.now(), {
      action: 'remote.rollback',
      actor: auditActor(publisher),
      target: { id: remote, label: remote },
      details: { from: release.current_version, to: target, ...(release.candidate_version !== null ? { droppedCandidate: release.candidate_version } : {}) },
    });
  });
  ctx.store.invalidate();
  await ctx.store.warmVersion(remote, target);
  return { remote, from: release.current_version, to: target };
}
