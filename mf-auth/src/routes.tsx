import { AUTH_PATHS } from '@club/auth';
import { defineRemote } from '@club/federation';
import { redirect } from '@club/stack';
import { paths } from './paths';

/**
 * The identity area, mounted by the shell at `/`: the guest-only `auth/*` screens, the
 * authenticated `first-login/setup` (the shell wraps each subtree in its own layout and guard,
 * docs/decisions/041-mf-auth-two-prefixes.md) and the e-mail change links, open to anyone holding one
 * (`email-change/*`, ADR 160). Every page is its own chunk.
 */
export default defineRemote({
  routes: [
    {
      path: 'auth',
      children: [
        { index: true, loader: () => redirect(AUTH_PATHS.login) },
        { path: 'login', lazy: () => import('./features/login/login-page').then(({ LoginPage }) => ({ Component: LoginPage })) },
        { path: 'register', lazy: () => import('./features/register/register-page').then(({ RegisterPage }) => ({ Component: RegisterPage })) },
        {
          path: 'account-created',
          lazy: () => import('./features/account-created/account-created-page').then(({ AccountCreatedPage }) => ({ Component: AccountCreatedPage })),
        },
        {
          path: 'forgot-password',
          lazy: () => import('./features/password-reset/forgot-password-page').then(({ ForgotPasswordPage }) => ({ Component: ForgotPasswordPage })),
        },
        {
          path: 'reset-password',
          lazy: () => import('./features/password-reset/reset-password-page').then(({ ResetPasswordPage }) => ({ Component: ResetPasswordPage })),
        },
        {
          path: 'send-verification-email',
          lazy: () =>
            import('./features/verification/send-verification-email-page').then(({ SendVerificationEmailPage }) => ({
              Component: SendVerificationEmailPage,
            })),
        },
        {
          path: 'verify',
          children: [
            { index: true, lazy: () => import('./features/verification/verify-route') },
            {
              path: 'success',
              lazy: () => import('./features/verification/verify-result-pages').then(({ VerifySuccessPage }) => ({ Component: VerifySuccessPage })),
            },
            {
              path: 'error',
              lazy: () => import('./features/verification/verify-result-pages').then(({ VerifyErrorPage }) => ({ Component: VerifyErrorPage })),
            },
          ],
        },
      ],
    },
    {
      path: paths.emailChangeConfirm.path,
      lazy: () => import('./features/email-change/confirm-email-change-page').then(({ ConfirmEmailChangePage }) => ({ Component: ConfirmEmailChangePage })),
    },
    {
      path: paths.emailChangeUndo.path,
      lazy: () => import('./features/email-change/undo-email-change-page').then(({ UndoEmailChangePage }) => ({ Component: UndoEmailChangePage })),
    },
    {
      path: 'first-login',
      children: [
        {
          path: 'setup',
          lazy: async () => {
            const [{ SetupPage }, { setupLoader }] = await Promise.all([
              import('./features/onboarding/setup-page'),
              import('./features/onboarding/api/setup-loader'),
            ]);
            return { Component: SetupPage, loader: setupLoader };
          },
        },
      ],
    },
  ],
});
