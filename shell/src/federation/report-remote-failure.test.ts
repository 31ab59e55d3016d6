import { describe, expect, it, vi } from 'vitest';
import { RemoteLoadError } from './remote-load-error';
import { REMOTE_FAILURES_URL, remoteFailureReport, reportRemoteFailure } from './report-remote-failure';

const error = new RemoteLoadError(
  'mf-public',
  '0.1.0+abc',
  '/remotes/mf-public/remoteEntry.js',
  'RUNTIME-008',
  new Error('Failed to load script resources. #RUNTIME-008'),
);

describe('reportRemoteFailure', () => {
  it('posts the remote, version, URL, code, message and page, surviving a reload (keepalive)', async () => {
    const send = vi.fn(async () => new Response(null, { status: 202 }));
    await reportRemoteFailure(error, { page: '/contact', send });
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(REMOTE_FAILURES_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init.body as string)).toEqual({
      remote: 'mf-public',
      version: '0.1.0+abc',
      url: '/remotes/mf-public/remoteEntry.js',
      code: 'RUNTIME-008',
      message: 'Failed to load script resources. #RUNTIME-008',
      page: '/contact',
    });
  });

  it('never throws when the API cannot be reached', async () => {
    await expect(reportRemoteFailure(error, { send: () => Promise.reject(new TypeError('Failed to fetch')) })).resolves.toBeUndefined();
  });

  it("clips fields to the API's limits", () => {
    const long = new RemoteLoadError('mf-public', null, null, 'CHUNK_LOAD_FAILED', new Error('x'.repeat(3000)));
    const report = remoteFailureReport(long, `/${'a'.repeat(3000)}`);
    expect(report.message).toHaveLength(2000);
    expect(report.page).toHaveLength(2048);
    expect(report.url).toBeNull();
  });
});
