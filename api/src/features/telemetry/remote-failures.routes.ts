import { RemoteFailureReportSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { readJsonBody } from '../../shared/validation';
import { watchCandidate } from '../deployments/canary.service';
import type { DeploymentsContext } from '../deployments/publish.service';
import { countRemoteFailure } from '../deployments/remote-telemetry.service';
import { recordRemoteFailure } from './remote-failures.service';

/**
 * A browser's report of a remote that failed to load (limited per address in write-rate-limits.ts): kept
 * for the teams, counted for the version's figures, and a candidate that crosses the canary rule is
 * aborted (ADR 162).
 */
export function remoteFailuresRoutes(deps: { ctx: DeploymentsContext }) {
  return new Hono<AppEnv>().post('/telemetry/remote-failures', async (c) => {
    const report = await readJsonBody(c, RemoteFailureReportSchema);
    const created = await recordRemoteFailure({ ctx: deps.ctx, input: { report, userAgent: c.req.header('user-agent') ?? null } });
    const version = await countRemoteFailure(deps.ctx, report);
    if (version !== undefined) await watchCandidate(deps.ctx, report.remote, version);
    return c.json(created, 202);
  });
}
