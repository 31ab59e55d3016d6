import { conflictError, notFoundError } from '../../shared/app-error';
import { recordAudit } from '../audit/audit.service';
import type { DeploymentsContext } from './publish.service';
import { auditActor, CANARY_WATCH, type Publisher } from './publisher';
import { findRelease, saveRelease, versionLoadTotals } from './remote-versions.repository';
import { minuteOf } from './remote-telemetry.service';

/**
 * The rule that aborts a candidate by itself (ADR 162): within the last 10 minutes, at least 3 failure
 * reports for it, and failures at least 2 % of its load attempts (loads + failures).
 */
const CANARY_ABORT_RULE = { windowMinutes: 10, minFailures: 3, minFailureShare: 0.02 } as const;

async function endCandidate(ctx: DeploymentsContext, remote: string, publisher: Publisher, outcome: 'promote' | 'abort', details: Record<string, unknown> = {}) {
  const release = await findRelease(ctx.db, remote);
  if (!release) throw notFoundError(`${remote} n'a jamais été publié.`);
  const candidate = release.candidate_version;
  if (candidate === null) throw conflictError(`${remote} n'a pas de version candidate en cours.`);
  const now = ctx.now();
  await ctx.db.transaction().execute(async (trx) => {
    await saveRelease(trx, {
      ...release,
      current_version: outcome === 'promote' ? candidate : release.current_version,
      candidate_version: null,
      candidate_percent: null,
      candidate_started_at: null,
      updated_at: now.toISOString(),
    });
    await recordAudit(trx, now, {
      action: outcome === 'promote' ? 'remote.canary-promote' : 'remote.canary-abort',
      actor: auditActor(publisher),
      target: { id: remote, label: remote },
      details: { candidate, current: release.current_version, percent: release.candidate_percent, ...details },
    });
  });
  ctx.store.invalidate();
  return { remote, current: outcome === 'promote' ? candidate : release.current_version, candidate };
}

/** Everyone gets the candidate: it becomes the current version. */
export const promoteCandidate = (ctx: DeploymentsContext, input: { remote: string; publisher: Publisher }) =>
  endCandidate(ctx, input.remote, input.publisher, 'promote');

/** Everyone goes back to the current version; the candidate stays in the history. */
export const abortCandidate = (ctx: DeploymentsContext, input: { remote: string; publisher: Publisher }) =>
  endCandidate(ctx, input.remote, input.publisher, 'abort');

/**
 * After a failure report for `version` of `remote`: when it is the candidate and its reports cross the
 * rule, the candidate is aborted, in the name of the watch. Reports can only send visitors back to the
 * current version, never forward. True when it aborted.
 */
export async function watchCandidate(ctx: DeploymentsContext, remote: string, version: number): Promise<boolean> {
  const release = await findRelease(ctx.db, remote);
  if (release?.candidate_version !== version) return false;
  const since = minuteOf(new Date(ctx.now().getTime() - (CANARY_ABORT_RULE.windowMinutes - 1) * 60_000));
  const { loads, failures } = await versionLoadTotals(ctx.db, remote, version, since);
  const attempts = loads + failures;
  if (failures < CANARY_ABORT_RULE.minFailures || failures < CANARY_ABORT_RULE.minFailureShare * attempts) return false;
  try {
    await endCandidate(ctx, remote, CANARY_WATCH, 'abort', { reason: 'failures', failures, loads, windowMinutes: CANARY_ABORT_RULE.windowMinutes });
    return true;
  } catch {
    // Aborted meanwhile by someone else (another report, an admin): nothing left to do.
    return false;
  }
}
