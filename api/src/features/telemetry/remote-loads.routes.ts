import { RemoteLoadReportSchema } from '@club/contracts';
import { recordLoaded, REMOTE_FOLDER_PATTERN, VERSION_PATTERN } from '@club/federation/registry';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { rateLimit } from '../../shared/rate-limit/rate-limit.middleware';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter';
import { readJsonBody } from '../../shared/validation';

// A browser reports a version once, until the manifest names it; this bounds what one client can send.
export const REMOTE_LOADS_RATE_LIMIT = { name: 'remote-loads', limit: 30, windowMs: 10 * 60 * 1000 };

/**
 * `POST /api/telemetry/remote-loads`: a browser loaded the current version of a remote, which becomes
 * the version the shell falls back to (docs/decisions/018-versioned-remote-publishing.md). Only the
 * current version of a published remote is recorded: a report can never point the fallback elsewhere.
 */
export function remoteLoadsRoutes(deps: { remotesDir: string; limiter: RateLimiter; clientKey: (c: Context) => string }) {
  return new Hono<AppEnv>().post('/telemetry/remote-loads', rateLimit(deps.limiter, deps.clientKey), async (c) => {
    const report = await readJsonBody(c, RemoteLoadReportSchema);
    const valid = REMOTE_FOLDER_PATTERN.test(report.remote) && VERSION_PATTERN.test(report.version);
    const recorded = valid && (await recordLoaded({ remotesDir: deps.remotesDir, folder: report.remote, version: report.version }));
    return c.json({ recorded }, 202);
  });
}
