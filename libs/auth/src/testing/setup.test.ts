import { fakeServer, json } from '@club/http/testing';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ensureSession } from '../session/session-store';
import { sessionOf } from './session-of';
import './setup';

const answering = (role: string) => fakeServer(() => json(200, sessionOf(role)));

// Run in order: the first test leaves what a late component effect leaves, the second must not see it.
describe('the shared test setup of the session store', () => {
  it('lets a test end with a session read still pending (as a late effect of its page does)', async () => {
    answering('coach');
    expect((await ensureSession())?.user.role).toBe('coach');
    // After the setup's reset: the store is "never asked" again, so this starts a read.
    onTestFinished(() => {
      answering('coach');
      void ensureSession();
    });
  });

  it('starts the next test signed out, its first read asking its own server', async () => {
    const server = answering('admin');
    expect((await ensureSession())?.user.role).toBe('admin');
    expect(server.calls).toHaveLength(1);
  });
});
