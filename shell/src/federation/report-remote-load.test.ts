import { describe, expect, it, vi } from 'vitest';
import { REMOTE_LOADS_URL, reportRemoteLoad } from './report-remote-load';

describe('reportRemoteLoad', () => {
  it('posts the remote and the version that loaded as JSON, surviving a page change (keepalive)', async () => {
    const send = vi.fn(async () => new Response('{"recorded":true}', { status: 202 }));
    await reportRemoteLoad({ remote: 'mf-public', version: '4' }, { send });
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/telemetry/remote-loads');
    expect(REMOTE_LOADS_URL).toBe(url);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(init.body as string)).toEqual({ remote: 'mf-public', version: '4' });
  });

  it('never throws when the API cannot be reached', async () => {
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(reportRemoteLoad({ remote: 'mf-public', version: '4' }, { send })).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
