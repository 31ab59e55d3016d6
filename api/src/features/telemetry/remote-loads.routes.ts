import { RemoteLoadReportSchema } from '@club/contracts';
import { recordLoaded, REMOTE_FOLDER_PATTERN, VERSION_PATTERN } from '@club/federation/registry';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { readJsonBody } from '../../shared/validation';

/**
 * `POST /api/telemetry/remote-loads`: a browser loaded the current version of a remote, which becomes
 * the version the shell falls back to (docs/decisions/018-versioned-remote-publishing.md). Only the
 * current version of a published remote is recorded: a report can never point the fallback elsewhere.
 * Limited per address in write-rate-limits.ts.
 */
export function remoteLoadsRoutes(deps: { remotesDir: string }) {
  return new Hono<AppEnv>().post('/telemetry/remote-loads', async (c) => {
    const report = await readJsonBody(c, RemoteLoadReportSchema);
    const valid = REMOTE_FOLDER_PATTERN.test(report.remote) && VERSION_PATTERN.test(report.version);
    const recorded = valid && (await recordLoaded({ remotesDir: deps.remotesDir, folder: report.remote, version: report.version }));
    return c.json({ recorded }, 202);
  });
}
