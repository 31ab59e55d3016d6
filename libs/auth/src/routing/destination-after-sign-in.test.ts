import { QueryClient } from '@club/stack';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore } from '../session/session-store';
import { fakeServer, json } from '@club/http/testing';
import { firstLoginStatus } from '../testing/first-login-status';
import { sessionOf } from '../testing/session-of';
import { destinationAfterSignIn } from './destination-after-sign-in';

beforeEach(() => resetSessionStore());

const serve = (session: unknown, step = 'complete') =>
  fakeServer(({ url }) => {
    if (url.pathname === '/api/auth/get-session') return json(200, session);
    if (url.pathname === '/api/first-login/status') return json(200, firstLoginStatus(step));
    return undefined;
  });

describe('destinationAfterSignIn', () => {
  it('sends a new user to the setup screen', async () => {
    serve(sessionOf('user'), 'profile');
    expect(await destinationAfterSignIn({ queryClient: new QueryClient(), redirect: '/dashboard/blog' })).toBe('/first-login/setup');
  });

  it('honours the redirect once onboarding is done', async () => {
    serve(sessionOf('user'), 'complete');
    expect(await destinationAfterSignIn({ queryClient: new QueryClient(), redirect: '/dashboard/blog' })).toBe('/dashboard/blog');
  });

  it('lands each role at home', async () => {
    serve(sessionOf('admin'));
    expect(await destinationAfterSignIn({ queryClient: new QueryClient() })).toBe('/admin');
  });

  it('goes to / when no session came out of the sign-in', async () => {
    serve(null);
    expect(await destinationAfterSignIn({ queryClient: new QueryClient(), redirect: '/admin' })).toBe('/');
  });
});
