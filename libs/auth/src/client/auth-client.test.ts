import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore, sessionStore } from '../session/session-store';
import { fakeServer, json } from '@club/http/testing';
import { sessionOf } from '../testing/session-of';
import { loadAuthClient } from './load-auth-client';

beforeEach(() => resetSessionStore());

describe('better-auth client', () => {
  it('signs in against the site origin + /api/auth with credentials, then refreshes the session store', async () => {
    const server = fakeServer(({ url }) => {
      if (url.pathname === '/api/auth/sign-in/email') return json(200, { redirect: false, token: 't', user: sessionOf('member').user });
      if (url.pathname === '/api/auth/get-session') return json(200, sessionOf('member'));
      return undefined;
    });
    const client = await loadAuthClient();
    const { error } = await client.signIn.email({ email: 'member@demo.asso.fr', password: 'Demo-Password-2026' });

    expect(error).toBeNull();
    const [input, init] = server.fetch.mock.calls[0] ?? [];
    expect(String(input)).toBe('http://localhost:3000/api/auth/sign-in/email');
    expect(init?.credentials).toBe('include');
    // Refreshed before signIn resolved: the page can route on the new session at once.
    expect(server.paths()).toEqual(['/api/auth/sign-in/email', '/api/auth/get-session?disableCookieCache=true']);
    expect(sessionStore.getState().session?.user.role).toBe('member');
  });

  it('returns the better-auth error code for the catalogue, without refreshing', async () => {
    const server = fakeServer(() => json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }));
    const client = await loadAuthClient();
    const { error } = await client.signIn.email({ email: 'x@y.fr', password: 'wrong-password-123' });
    expect(error?.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('refreshes after a two-factor call', async () => {
    const server = fakeServer(({ url }) => {
      if (url.pathname === '/api/auth/two-factor/verify-otp') return json(200, { token: 't', user: sessionOf('user').user });
      if (url.pathname === '/api/auth/get-session') return json(200, sessionOf('user'));
      return undefined;
    });
    const client = await loadAuthClient();
    await client.twoFactor.verifyOtp({ code: '123456' });
    expect(server.paths()).toContain('/api/auth/get-session?disableCookieCache=true');
  });

  it('is one instance per page', async () => {
    expect(await loadAuthClient()).toBe(await loadAuthClient());
  });
});
