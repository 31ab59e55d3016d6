/** The identity screens other parts of the site link or redirect to. */
export const AUTH_PATHS = {
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  accountCreated: '/auth/account-created',
  sendVerificationEmail: '/auth/send-verification-email',
  verify: '/auth/verify',
  verifySuccess: '/auth/verify/success',
  verifyError: '/auth/verify/error',
  onboarding: '/first-login/setup',
  profile: '/user/profile',
  settings: '/user/settings',
  family: '/dashboard/family',
  dashboard: '/dashboard',
  admin: '/admin',
  home: '/',
} as const;

/** `/auth/login?redirect=<path>`: where a visitor is sent from a protected page. */
export function loginPath(redirectTo?: string | null): string {
  if (!redirectTo || redirectTo === AUTH_PATHS.home) return AUTH_PATHS.login;
  return `${AUTH_PATHS.login}?${new URLSearchParams({ redirect: redirectTo }).toString()}`;
}

/**
 * The account screens a signed-in person reaches before being a member (onboarding pending or application
 * refused): the terms promise that anyone may change their password or delete their account (ADR 177). An adult
 * who only signs up their children is never a member themselves: their family's pages are open too (ADR 208).
 */
const ACCOUNT_PATHS_OPEN_DURING_ONBOARDING: readonly string[] = [AUTH_PATHS.profile, AUTH_PATHS.settings, AUTH_PATHS.family];
/** The application to a section made for a family member (`?personId=`), from « Ma famille ». */
const FAMILY_APPLICATION_PATH = '/dashboard/applications/new';

/** True for an account screen of ACCOUNT_PATHS_OPEN_DURING_ONBOARDING or a page of the family (a trailing slash allowed). */
export function isOpenDuringOnboarding(pathname: string, search = ''): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (path.startsWith(`${AUTH_PATHS.family}/`)) return true;
  if (path === FAMILY_APPLICATION_PATH) return new URLSearchParams(search).has('personId');
  return ACCOUNT_PATHS_OPEN_DURING_ONBOARDING.includes(path);
}
