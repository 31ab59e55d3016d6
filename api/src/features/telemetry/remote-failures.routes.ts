import { RemoteFailureReportSchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { recordRemoteFailure } from './remote-failures.service';

/** A browser's report of a remote that failed to load (limited per address in write-rate-limits.ts). */
export function remoteFailuresRoutes(deps: { ctx: ServiceContext }) {
  return new Hono<AppEnv>().post('/telemetry/remote-failures', async (c) => {
    const report = await readJsonBody(c, RemoteFailureReportSchema);
    const created = await recordRemoteFailure({ ctx: deps.ctx, input: { report, userAgent: c.req.header('user-agent') ?? null } });
    return c.json(created, 202);
  });
}
