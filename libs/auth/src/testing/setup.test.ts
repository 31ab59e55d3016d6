import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { ensureSession } from '../session/session-store';
import { json } from './fetch-mock';
import { sessionOf } from './session-of';
import './setup';

const answering = (role: string) => vi.fn<typeof fetch>(async () => json(200, sessionOf(role)));

// Run in order: the first test leaves what a late component effect leaves, the second must not see it.
describe('the shared test setup of the session store', () => {
  it('lets a test end with a session read still pending (as a late effect of its page does)', async () => {
    vi.stubGlobal('fetch', answering('coach'));
    expect((await ensureSession())?.user.role).toBe('coach');
    // After the setup's reset: the store is "never asked" again, so this starts a read.
    onTestFinished(() => {
      vi.stubGlobal('fetch', answering('coach'));
      void ensureSession();
    });
  });

  it('starts the next test signed out, its first read asking its own server', async () => {
    const fetchMock = answering('admin');
    vi.stubGlobal('fetch', fetchMock);
    expect((await ensureSession())?.user.role).toBe('admin');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
