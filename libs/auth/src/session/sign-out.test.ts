import { QueryClient } from '@club/stack';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, json } from '@club/http/testing';
import { sessionOf } from '../testing/session-of';
import { ensureSession, resetSessionStore, sessionStore } from './session-store';
import { signOut } from './sign-out';

beforeEach(() => resetSessionStore());

describe('signOut', () => {
  it('signs out, refreshes the store and forgets cached data', async () => {
    let signedIn = true;
    const server = fakeServer(({ url }) => {
      if (url.pathname === '/api/auth/get-session') return json(200, signedIn ? sessionOf('member') : null);
      if (url.pathname === '/api/auth/sign-out') {
        signedIn = false;
        return json(200, { success: true });
      }
      return undefined;
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['me', 'memberships'], ['judo']);
    await ensureSession();

    await signOut({ queryClient });

    expect(server.paths()).toEqual(['/api/auth/get-session', '/api/auth/sign-out', '/api/auth/get-session?disableCookieCache=true']);
    expect(sessionStore.getState().session).toBeNull();
    expect(queryClient.getQueryData(['me', 'memberships'])).toBeUndefined();
  });

  it('throws the better-auth error when the server refuses', async () => {
    fakeServer(({ url }) => (url.pathname === '/api/auth/sign-out' ? json(500, { code: 'FAILED_TO_GET_SESSION', message: 'x' }) : undefined));
    await expect(signOut()).rejects.toMatchObject({ code: 'FAILED_TO_GET_SESSION' });
  });
});
