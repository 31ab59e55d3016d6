import type { RemoteFailureReport } from '@club/contracts';
import type { RemoteLoadError } from './remote-load-error';

export const REMOTE_FAILURES_URL = '/api/telemetry/remote-failures';

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/** The report the API expects (RemoteFailureReportSchema), clipped to its limits. */
export function remoteFailureReport(error: RemoteLoadError, page: string): RemoteFailureReport {
  return {
    remote: clip(error.remote, 100),
    version: error.version === null ? null : clip(error.version, 100),
    url: error.url === null ? null : clip(error.url, 2048),
    code: clip(error.code, 100),
    message: clip(error.message || error.code, 2000),
    page: clip(page, 2048),
  };
}

/**
 * Tells the API that a remote could not be loaded. Plain fetch with `keepalive` rather than the http
 * client: the report must survive the reload the stale-chunk guard may start right after, and a failed
 * report is dropped silently (it must never add an error on top of the one shown).
 */
export async function reportRemoteFailure(
  error: RemoteLoadError,
  { page = window.location.pathname, send = fetch }: { page?: string; send?: typeof fetch } = {},
): Promise<void> {
  try {
    await send(REMOTE_FAILURES_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(remoteFailureReport(error, page)),
      credentials: 'same-origin',
      keepalive: true,
    });
  } catch {
    // Offline or API down: nothing more useful to do than the error view already shown.
  }
}
