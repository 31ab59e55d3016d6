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
  dashboard: '/dashboard',
  admin: '/admin',
  home: '/',
} as const;

/** `/auth/login?redirect=<path>`: where a visitor is sent from a protected page. */
export function loginPath(redirectTo?: string | null): string {
  if (!redirectTo || redirectTo === AUTH_PATHS.home) return AUTH_PATHS.login;
  return `${AUTH_PATHS.login}?${new URLSearchParams({ redirect: redirectTo }).toString()}`;
}
