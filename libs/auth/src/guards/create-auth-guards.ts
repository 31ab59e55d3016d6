import { isStaffAdminPath } from '@club/contracts';
import { redirect, type LoaderFunctionArgs, type QueryClient } from '@club/stack';
import { isOnboardingComplete } from '../onboarding/get-first-login-status';
import { AUTH_PATHS, isOpenDuringOnboarding } from '../routing/paths';
import { guestRedirectDestination } from '../routing/redirect-rules';
import { isAdminRole, isSubjectToOnboarding, roleOf } from '../routing/roles';
import type { AuthSession } from '../session/auth-session';
import { ensureSession, hasFreshSession } from '../session/session-store';
import { PermissionDeniedError } from './permission-denied-error';
import { requestAdminPermission } from './request-admin-permission';
import { requireSession } from './require-session';

/** Verification results are shown even to a signed-in person: the spec ends verification on them. */
const GUEST_GUARD_EXEMPT: ReadonlySet<string> = new Set([AUTH_PATHS.verifySuccess, AUTH_PATHS.verifyError]);

const ADMIN_PERMISSION_STALE_MS = 5 * 60 * 1000;

export interface AuthGuards {
  /** Protected layout (spec §2): sign-in required; role `user` must have finished onboarding, but reaches /user/profile and /user/settings. */
  protectedLoader: (args: LoaderFunctionArgs) => Promise<null>;
  /** Auth area: a person with a session is sent away (redirect param, else role home). */
  guestLoader: (args: LoaderFunctionArgs) => Promise<null>;
  /** Admin layout: sign-in required, role admin and `hasPermission({ user: ['create'] })`; section managers and coaches on the club screens. */
  adminLoader: (args: LoaderFunctionArgs) => Promise<null>;
}

/**
 * The guards as react-router loaders, sharing the page's QueryClient so that the first-login
 * status (5 min) and the admin permission check are cached alongside the rest of the data. Pass a
 * function when the client is created after the routes (it is then looked up at each navigation).
 */
export function createAuthGuards(options: { queryClient: QueryClient | (() => QueryClient) }): AuthGuards {
  const client = () => (typeof options.queryClient === 'function' ? options.queryClient() : options.queryClient);
  /** `early`: the answer of a check started before the session was known (first load), if any. */
  const hasAdminPermission = (session: AuthSession, early?: Promise<boolean | undefined>) =>
    client().fetchQuery({
      queryKey: ['auth', 'admin-permission', session.session.id],
      staleTime: ADMIN_PERMISSION_STALE_MS,
      retry: false,
      queryFn: async () => (await early) ?? requestAdminPermission(),
    });

  /**
   * Spec §2 protected layout, steps 1–3: signed in, and onboarding finished for the `user` role, except on the
   * account screens (profile, settings) open to everyone signed in (ADR 177).
   */
  const requireOnboardedSession = async (request: Request, { accountScreensOpen = false } = {}) => {
    const session = await requireSession(request);
    const { pathname, search } = new URL(request.url);
    if (accountScreensOpen && isOpenDuringOnboarding(pathname, search)) return session;
    if (pathname !== AUTH_PATHS.onboarding && isSubjectToOnboarding(session.user.role) && !(await isOnboardingComplete(client(), session.user.id))) {
      throw redirect(AUTH_PATHS.onboarding);
    }
    return session;
  };

  return {
    async protectedLoader({ request }) {
      await requireOnboardedSession(request, { accountScreensOpen: true });
      return null;
    },

    async guestLoader({ request }) {
      const url = new URL(request.url);
      if (GUEST_GUARD_EXEMPT.has(url.pathname)) return null;
      // If the session cannot be read, the auth pages stay usable: they report their own errors.
      const session = await ensureSession().catch(() => null);
      if (session) {
        throw redirect(guestRedirectDestination({ role: session.user.role, redirect: url.searchParams.get('redirect') }));
      }
      return null;
    },

    async adminLoader({ request }) {
      // First load: the permission check goes out with the session read, not one round trip after it.
      const early = hasFreshSession() ? undefined : requestAdminPermission().catch(() => undefined);
      // The admin area is a protected screen too: a `user` still onboarding is sent to the setup first.
      const session = await requireOnboardedSession(request);
      const role = roleOf(session.user.role);
      // Section managers and coaches manage their own section from the club screens, write drafts in the blog's editor
      // and book rooms and minibuses from their bookings pages; section managers also review their sections'
      // applications (ADRs 114, 131, 170, 173); the API scopes them.
      if (isStaffAdminPath(new URL(request.url).pathname, role)) return null;
      if (!isAdminRole(role)) throw new PermissionDeniedError();
      if (!(await hasAdminPermission(session, early))) throw new PermissionDeniedError();
      return null;
    },
  };
}
