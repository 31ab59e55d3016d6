import { RemoteFailureReportSchema } from '@club/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { rateLimit } from '../../shared/rate-limit/rate-limit.middleware';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { recordRemoteFailure } from './remote-failures.service';

// A page retrying a broken remote reports each attempt; this keeps one browser from flooding the table.
export const REMOTE_FAILURES_RATE_LIMIT = { name: 'remote-failures', limit: 30, windowMs: 10 * 60 * 1000 };

export function remoteFailuresRoutes(deps: { ctx: ServiceContext; limiter: RateLimiter; clientKey: (c: Context) => string }) {
  return new Hono<AppEnv>().post('/telemetry/remote-failures', rateLimit(deps.limiter, deps.clientKey), async (c) => {
    const report = await readJsonBody(c, RemoteFailureReportSchema);
    const created = await recordRemoteFailure({ ctx: deps.ctx, input: { report, userAgent: c.req.header('user-agent') ?? null } });
    return c.json(created, 202);
  });
}
