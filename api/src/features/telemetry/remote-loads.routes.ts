import { RemoteLoadReportSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { readJsonBody } from '../../shared/validation';
import type { DeploymentsContext } from '../deployments/publish.service';
import { recordRemoteLoad } from '../deployments/remote-telemetry.service';

/**
 * `POST /api/telemetry/remote-loads`: a browser loaded a version of a remote. Counted for the deployments'
 * figures; the current version becomes the one the shell falls back to (docs/decisions/018, 162).
 * Anonymous; limited per address in write-rate-limits.ts.
 */
export function remoteLoadsRoutes(deps: { ctx: Pick<DeploymentsContext, 'db' | 'now' | 'store'> }) {
  return new Hono<AppEnv>().post('/telemetry/remote-loads', async (c) => {
    const report = await readJsonBody(c, RemoteLoadReportSchema);
    const recorded = await recordRemoteLoad(deps.ctx, report);
    return c.json({ recorded }, 202);
  });
}
