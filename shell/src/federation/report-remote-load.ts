import type { RemoteLoadReport } from '@club/contracts';

export const REMOTE_LOADS_URL = '/api/telemetry/remote-loads';

/**
 * Tells the API that the current version of a remote loaded in a browser: the manifest then names it
 * as the version to fall back to (docs/decisions/018-versioned-remote-publishing.md). Sent once per
 * new version, until the manifest says it is known; a failed report is dropped silently.
 */
export async function reportRemoteLoad(report: RemoteLoadReport, { send = fetch }: { send?: typeof fetch } = {}): Promise<void> {
  try {
    await send(REMOTE_LOADS_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      credentials: 'same-origin',
      keepalive: true,
    });
  } catch {
    // Offline or API down: the next page load reports it.
  }
}
