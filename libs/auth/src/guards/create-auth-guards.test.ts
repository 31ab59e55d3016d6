import { QueryClient } from '@club/stack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '../session/session-store';
import { fakeServer, json } from '@club/http/testing';
import { firstLoginStatus } from '../testing/first-login-status';
import { sessionOf } from '../testing/session-of';
import { createAuthGuards } from './create-auth-guards';
import { PermissionDeniedError } from './permission-denied-error';

/** `POST /api/auth/admin/has-permission`: what the server answers, and how often it was asked. */
const hasPermission = vi.fn<(body: unknown) => Response>();

const args = (path: string) => ({ request: new Request(`http://localhost:3000${path}`), params: {}, context: undefined }) as never;

/** The redirect a loader threw (a Response with Location), or the thrown value itself. */
async function outcome(promise: Promise<unknown>): Promise<string | unknown> {
  try {
    return await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get('Location')}`;
    return thrown;
  }
}

function serve({ session, step = 'complete', statusOk = true }: { session: unknown; step?: string; statusOk?: boolean }) {
  return fakeServer(({ url, method, body }) => {
    if (url.pathname === '/api/auth/get-session') return json(200, session);
    if (url.pathname === '/api/first-login/status') return statusOk ? json(200, firstLoginStatus(step)) : json(200, { success: false });
    if (url.pathname === '/api/auth/admin/has-permission' && method === 'POST') return hasPermission(body);
    return undefined;
  });
}

let guards: ReturnType<typeof createAuthGuards>;

beforeEach(() => {
  resetSessionStore();
  hasPermission.mockReset();
  guards = createAuthGuards({ queryClient: new QueryClient() });
});

describe('protectedLoader', () => {
  it('sends a visitor to the login page with the current path and search', async () => {
    serve({ session: null });
    expect(await outcome(guards.protectedLoader(args('/dashboard/blog?page=2')))).toBe('redirect /auth/login?redirect=%2Fdashboard%2Fblog%3Fpage%3D2');
  });

  it('sends a user whose onboarding is not complete to the setup screen', async () => {
    serve({ session: sessionOf('user'), step: 'profile' });
    expect(await outcome(guards.protectedLoader(args('/dashboard')))).toBe('redirect /first-login/setup');
  });

  it('sends a user to the setup screen when the status check fails', async () => {
    serve({ session: sessionOf('user'), statusOk: false });
    expect(await outcome(guards.protectedLoader(args('/dashboard/activities')))).toBe('redirect /first-login/setup');
  });

  // Issue 32: the terms promise an account can be deleted from the settings at any time, application pending or refused.
  it.each(['/user/profile', '/user/settings', '/user/settings/'])('lets a user still onboarding reach their account screen %s', async (path) => {
    serve({ session: sessionOf('user'), step: 'waiting' });
    expect(await outcome(guards.protectedLoader(args(path)))).toBeNull();
  });

  // Issue 33: an adult who only signs up their children never becomes a member; their family's pages stay open (ADR 208).
  it.each(['/dashboard/family', '/dashboard/family/', '/dashboard/family/123', '/dashboard/applications/new?personId=123'])(
    'lets a user still onboarding reach their family page %s',
    async (path) => {
      serve({ session: sessionOf('user'), step: 'application' });
      expect(await outcome(guards.protectedLoader(args(path)))).toBeNull();
    },
  );

  it("keeps a section's application for the user themselves, and the family-like paths, behind the onboarding", async () => {
    serve({ session: sessionOf('user'), step: 'application' });
    expect(await outcome(guards.protectedLoader(args('/dashboard/applications/new')))).toBe('redirect /first-login/setup');
    expect(await outcome(guards.protectedLoader(args('/dashboard/family-x')))).toBe('redirect /first-login/setup');
  });

  it('still sends a visitor from an account screen to the login page', async () => {
    serve({ session: null });
    expect(await outcome(guards.protectedLoader(args('/user/settings')))).toBe('redirect /auth/login?redirect=%2Fuser%2Fsettings');
  });

  it('keeps the account screens inside the member area only: /user/settings-like paths are not open', async () => {
    serve({ session: sessionOf('user'), step: 'profile' });
    expect(await outcome(guards.protectedLoader(args('/user/settings-x')))).toBe('redirect /first-login/setup');
  });

  it('lets a user on the setup screen itself', async () => {
    const server = serve({ session: sessionOf('user'), step: 'profile' });
    expect(await outcome(guards.protectedLoader(args('/first-login/setup')))).toBeNull();
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('lets a user who finished onboarding through', async () => {
    serve({ session: sessionOf('user'), step: 'complete' });
    expect(await outcome(guards.protectedLoader(args('/dashboard')))).toBeNull();
  });

  it('does not check the onboarding of other roles', async () => {
    const server = serve({ session: sessionOf('member'), step: 'profile' });
    expect(await outcome(guards.protectedLoader(args('/dashboard')))).toBeNull();
    expect(server.paths()).not.toContain(expect.stringContaining('first-login'));
  });
});

describe('guestLoader', () => {
  it('lets a visitor see the auth pages', async () => {
    serve({ session: null });
    expect(await outcome(guards.guestLoader(args('/auth/login')))).toBeNull();
  });

  it('sends a signed-in person to the redirect path, else to their role home', async () => {
    serve({ session: sessionOf('member') });
    expect(await outcome(guards.guestLoader(args('/auth/login?redirect=%2Fuser%2Fsettings')))).toBe('redirect /user/settings');
    expect(await outcome(guards.guestLoader(args('/auth/register?redirect=%2Fdashboard')))).toBe('redirect /dashboard');
    expect(await outcome(guards.guestLoader(args('/auth/login?redirect=https://evil.example')))).toBe('redirect /dashboard');
  });

  it('sends an admin home to /admin', async () => {
    serve({ session: sessionOf('admin') });
    expect(await outcome(guards.guestLoader(args('/auth/forgot-password')))).toBe('redirect /admin');
  });

  it('still shows the verification result pages to a signed-in person', async () => {
    serve({ session: sessionOf('user') });
    expect(await outcome(guards.guestLoader(args('/auth/verify/success')))).toBeNull();
    expect(await outcome(guards.guestLoader(args('/auth/verify/error?error=TOKEN_EXPIRED')))).toBeNull();
  });

  it('keeps the auth pages usable when the session cannot be read', async () => {
    fakeServer(() => json(400, { code: 'X', message: 'x', requestId: 'r' }));
    expect(await outcome(guards.guestLoader(args('/auth/login')))).toBeNull();
  });
});

describe('adminLoader', () => {
  it('sends a visitor to the login page', async () => {
    serve({ session: null });
    expect(await outcome(guards.adminLoader(args('/admin/users')))).toBe('redirect /auth/login?redirect=%2Fadmin%2Fusers');
  });

  it('sends a user whose onboarding is not complete to the setup screen, whatever the permission answer', async () => {
    serve({ session: sessionOf('user'), step: 'application' });
    hasPermission.mockImplementation(() => json(200, { success: true, error: null }));
    expect(await outcome(guards.adminLoader(args('/admin')))).toBe('redirect /first-login/setup');
  });

  it('refuses a member with the spec message, even if the server were to grant the permission', async () => {
    serve({ session: sessionOf('member') });
    hasPermission.mockImplementation(() => json(200, { success: true, error: null }));
    const error = await outcome(guards.adminLoader(args('/admin')));
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect((error as Error).message).toBe("Vous n'avez pas les permissions nécessaires pour accéder à cette page");
  });

  it("lets a section manager and a coach in on the club screens, the blog's editor and their bookings only (ADRs 114, 131, 170)", async () => {
    for (const role of ['section_manager', 'coach'] as const) {
      resetSessionStore();
      serve({ session: sessionOf(role) });
      expect(await outcome(guards.adminLoader(args('/admin/dashboard/clubs/')))).toBeNull();
      expect(await outcome(guards.adminLoader(args('/admin/dashboard/clubs/c1/sections/s1/edit')))).toBeNull();
      expect(await outcome(guards.adminLoader(args('/admin/users')))).toBeInstanceOf(PermissionDeniedError);
      expect(await outcome(guards.adminLoader(args('/admin/dashboard/clubsx')))).toBeInstanceOf(PermissionDeniedError);
      expect(await outcome(guards.adminLoader(args('/admin/blog/create')))).toBeNull();
      expect(await outcome(guards.adminLoader(args('/admin/blogue')))).toBeInstanceOf(PermissionDeniedError);
      expect(await outcome(guards.adminLoader(args('/admin/bookings')))).toBeNull();
      expect(await outcome(guards.adminLoader(args('/admin/bookings/minibuses/m1')))).toBeNull();
      expect(await outcome(guards.adminLoader(args('/admin/assets/minibuses/m1/create-reservation')))).toBeInstanceOf(PermissionDeniedError);
    }
    // The applications' review: section managers only (ADR 173).
    resetSessionStore();
    serve({ session: sessionOf('section_manager') });
    expect(await outcome(guards.adminLoader(args('/admin/applications')))).toBeNull();
    expect(await outcome(guards.adminLoader(args('/admin/applications/a1')))).toBeNull();
    expect(await outcome(guards.adminLoader(args('/admin/applicationsx')))).toBeInstanceOf(PermissionDeniedError);
    resetSessionStore();
    serve({ session: sessionOf('coach') });
    expect(await outcome(guards.adminLoader(args('/admin/applications')))).toBeInstanceOf(PermissionDeniedError);
    serve({ session: sessionOf('member') });
    resetSessionStore();
    expect(await outcome(guards.adminLoader(args('/admin/dashboard/clubs/')))).toBeInstanceOf(PermissionDeniedError);
    expect(await outcome(guards.adminLoader(args('/admin/blog/')))).toBeInstanceOf(PermissionDeniedError);
    expect(await outcome(guards.adminLoader(args('/admin/bookings')))).toBeInstanceOf(PermissionDeniedError);
  });

  it('lets an admin in when the server grants user:create, and caches the answer', async () => {
    serve({ session: sessionOf('admin') });
    hasPermission.mockImplementation(() => json(200, { success: true, error: null }));
    expect(await outcome(guards.adminLoader(args('/admin')))).toBeNull();
    expect(await outcome(guards.adminLoader(args('/admin/users')))).toBeNull();
    expect(hasPermission).toHaveBeenCalledTimes(1);
    expect(hasPermission).toHaveBeenCalledWith({ permissions: { user: ['create'] } });
  });

  it('asks for the permission at the same time as the session on a first load, not after it', async () => {
    let sessionAnswered = false;
    fakeServer(({ url, method, body }) => {
      if (url.pathname === '/api/auth/get-session') {
        return new Promise<Response>((resolve) =>
          setTimeout(() => {
            sessionAnswered = true;
            resolve(json(200, sessionOf('admin')));
          }, 20),
        );
      }
      if (url.pathname === '/api/auth/admin/has-permission' && method === 'POST') {
        expect(sessionAnswered).toBe(false);
        return hasPermission(body);
      }
      return undefined;
    });
    hasPermission.mockImplementation(() => json(200, { success: true, error: null }));
    expect(await outcome(guards.adminLoader(args('/admin')))).toBeNull();
    expect(hasPermission).toHaveBeenCalledTimes(1);
  });

  it('refuses an admin the server does not grant', async () => {
    serve({ session: sessionOf('admin') });
    hasPermission.mockImplementation(() => json(403, { code: 'FORBIDDEN', message: 'non', requestId: 'r' }));
    expect(await outcome(guards.adminLoader(args('/admin')))).toBeInstanceOf(PermissionDeniedError);
  });

  it('reports a failed check as an error, not as a refusal', async () => {
    serve({ session: sessionOf('admin') });
    hasPermission.mockImplementation(() => json(503, { code: 'DOWN', message: 'indisponible', requestId: 'r' }));
    const error = await outcome(guards.adminLoader(args('/admin')));
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermissionDeniedError);
  });
});

describe('createAuthGuards with a lazily created QueryClient', () => {
  it('looks the client up at each navigation', async () => {
    serve({ session: sessionOf('user'), step: 'complete' });
    const clients: QueryClient[] = [];
    const lazyGuards = createAuthGuards({ queryClient: () => (clients[0] ??= new QueryClient()) });
    expect(clients).toHaveLength(0);
    expect(await outcome(lazyGuards.protectedLoader(args('/dashboard')))).toBeNull();
    expect(clients[0]?.getQueryData(['first-login', 'status', 'u-user'])).toMatchObject({ step: 'complete' });
  });
});

describe('requireSession', () => {
  it('sends a visitor to the login page with the path and search of the request', async () => {
    serve({ session: null });
    const { requireSession } = await import('./require-session');
    expect(await outcome(requireSession(new Request('http://localhost:3000/dashboard?onglet=1')))).toBe('redirect /auth/login?redirect=%2Fdashboard%3Fonglet%3D1');
  });
});
