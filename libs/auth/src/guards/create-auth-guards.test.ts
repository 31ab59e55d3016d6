import { QueryClient } from '@club/stack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAuthClient, type AuthClient } from '../client/load-auth-client';
import { resetSessionStore } from '../session/session-store';
import { firstLoginStatus, json, routeFetch } from '../testing/fetch-mock';
import { sessionOf } from '../testing/session-of';
import { createAuthGuards } from './create-auth-guards';
import { PermissionDeniedError } from './permission-denied-error';

vi.mock('../client/load-auth-client', () => ({ loadAuthClient: vi.fn() }));

const hasPermission = vi.fn();
vi.mocked(loadAuthClient).mockResolvedValue({ admin: { hasPermission } } as unknown as AuthClient);

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
  return routeFetch((url) => {
    if (url.pathname === '/api/auth/get-session') return json(200, session);
    if (url.pathname === '/api/first-login/status') return statusOk ? json(200, firstLoginStatus(step)) : json(200, { success: false });
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
    expect(await outcome(guards.protectedLoader(args('/user/profile')))).toBe('redirect /first-login/setup');
  });

  it('lets a user on the setup screen itself', async () => {
    const fetchMock = serve({ session: sessionOf('user'), step: 'profile' });
    expect(await outcome(guards.protectedLoader(args('/first-login/setup')))).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets a user who finished onboarding through', async () => {
    serve({ session: sessionOf('user'), step: 'complete' });
    expect(await outcome(guards.protectedLoader(args('/dashboard')))).toBeNull();
  });

  it('does not check the onboarding of other roles', async () => {
    const fetchMock = serve({ session: sessionOf('member'), step: 'profile' });
    expect(await outcome(guards.protectedLoader(args('/dashboard')))).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(expect.stringContaining('first-login'));
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
    routeFetch(() => json(400, { code: 'X', message: 'x', requestId: 'r' }));
    expect(await outcome(guards.guestLoader(args('/auth/login')))).toBeNull();
  });
});

describe('adminLoader', () => {
  it('sends a visitor to the login page', async () => {
    serve({ session: null });
    expect(await outcome(guards.adminLoader(args('/admin/users')))).toBe('redirect /auth/login?redirect=%2Fadmin%2Fusers');
  });

  it('sends a user whose onboarding is not complete to the setup screen before any permission check', async () => {
    serve({ session: sessionOf('user'), step: 'application' });
    expect(await outcome(guards.adminLoader(args('/admin')))).toBe('redirect /first-login/setup');
    expect(hasPermission).not.toHaveBeenCalled();
  });

  it('refuses a member with the spec message, without asking the server', async () => {
    serve({ session: sessionOf('member') });
    const error = await outcome(guards.adminLoader(args('/admin')));
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect((error as Error).message).toBe("Vous n'avez pas les permissions nécessaires pour accéder à cette page");
    expect(hasPermission).not.toHaveBeenCalled();
  });

  it('lets an admin in when the server grants user:create, and caches the answer', async () => {
    serve({ session: sessionOf('admin') });
    hasPermission.mockResolvedValue({ data: { success: true, error: null }, error: null });
    expect(await outcome(guards.adminLoader(args('/admin')))).toBeNull();
    expect(await outcome(guards.adminLoader(args('/admin/users')))).toBeNull();
    expect(hasPermission).toHaveBeenCalledTimes(1);
    expect(hasPermission).toHaveBeenCalledWith({ permissions: { user: ['create'] } });
  });

  it('refuses an admin the server does not grant', async () => {
    serve({ session: sessionOf('admin') });
    hasPermission.mockResolvedValue({ data: { success: false, error: null }, error: null });
    expect(await outcome(guards.adminLoader(args('/admin')))).toBeInstanceOf(PermissionDeniedError);
  });

  it('reports a failed check as an error, not as a refusal', async () => {
    serve({ session: sessionOf('admin') });
    hasPermission.mockResolvedValue({ data: null, error: { status: 503, message: 'down' } });
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
