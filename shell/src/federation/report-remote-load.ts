import type { RemoteLoadReport } from '@club/contracts';

export const REMOTE_LOADS_URL = '/api/telemetry/remote-loads';

/**
 * Tells the API that the version of a remote the manifest named loaded in this page: counted for the
 * version's figures and a candidate's rule, and the current version becomes the one to fall back to
 * (docs/decisions/018-versioned-remote-publishing.md, 162). Anonymous, once per remote and page; a
 * failed report is dropped silently.
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
