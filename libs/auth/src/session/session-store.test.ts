import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@club/http/testing';
import { sessionOf } from '../testing/session-of';
import { SESSION_CACHE_MS, ensureSession, refreshSession, resetSessionStore, sessionStore } from './session-store';

beforeEach(() => resetSessionStore());
afterEach(() => vi.useRealTimers());

describe('session store', () => {
  it('fetches get-session on demand with a plain fetch and caches it 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const server = fakeServer(({ url }) => (url.pathname === '/api/auth/get-session' ? json(200, sessionOf('member')) : undefined));

    expect(sessionStore.getState().status).toBe('idle');
    const session = await ensureSession();
    expect(session?.user.role).toBe('member');
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', session: { user: { email: 'member@demo.asso.fr' } } });

    vi.setSystemTime(Date.now() + SESSION_CACHE_MS - 1);
    await ensureSession();
    expect(server.fetch).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 2);
    await ensureSession();
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(server.fetch.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('shares one request between simultaneous readers', async () => {
    const server = fakeServer(() => json(200, null));
    const [a, b] = await Promise.all([ensureSession(), ensureSession()]);
    expect(a).toBeNull();
    expect(b).toBeNull();
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ status: 'ready', session: null });
  });

  it('refreshes past every cache (better-auth cookie cache included)', async () => {
    const server = fakeServer(() => json(200, sessionOf('user')));
    await ensureSession();
    await refreshSession();
    expect(server.paths()).toEqual(['/api/auth/get-session', '/api/auth/get-session?disableCookieCache=true']);
  });

  it('lets only the latest answer win', async () => {
    let releaseSlow: (response: Response) => void = () => undefined;
    fakeServer(
      ({ url }) => (url.search === '' ? new Promise<Response>((resolve) => (releaseSlow = resolve)) : undefined),
      () => json(200, sessionOf('admin')),
    );
    const slow = ensureSession();
    await refreshSession();
    releaseSlow(json(200, null));
    await slow;
    expect(sessionStore.getState().session?.user.role).toBe('admin');
  });

  it('records a failure and tries again on the next read', async () => {
    const server = fakeServer(
      () => (server.fetch.mock.calls.length === 1 ? json(400, { code: 'BAD', message: 'x', requestId: 'r' }) : undefined),
      () => json(200, sessionOf('coach')),
    );
    await expect(ensureSession()).rejects.toThrow();
    expect(sessionStore.getState().status).toBe('error');
    expect((await ensureSession())?.user.role).toBe('coach');
  });
});
