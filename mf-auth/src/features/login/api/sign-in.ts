import { loadAuthClient, unwrapAuthResult as unwrap } from '@club/auth';
import { useMutation } from '@club/stack';
import type { LoginInput, TwoFactorMethod } from '../login-schema';

export type SignInResult = { kind: 'signed-in' } | { kind: 'two-factor'; methods: TwoFactorMethod[] };

/**
 * `POST /api/auth/sign-in/email`. With two-factor on, better-auth answers `twoFactorRedirect` and no
 * session yet: the login page then asks for the second factor. Backup codes go with an authenticator app
 * (better-auth offers `totp` once its secret is confirmed); with codes by e-mail only, there are none (issue 32).
 */
async function signIn(input: LoginInput): Promise<SignInResult> {
  const client = await loadAuthClient();
  const data = await unwrap(client.signIn.email({ email: input.email, password: input.password }));
  if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
    const offered = new Set((data as { twoFactorMethods?: string[] }).twoFactorMethods ?? []);
    // The e-mailed code first: it needs nothing but the mailbox, and is sent as soon as the step shows.
    const methods = (['otp', 'totp'] as const).filter((method) => offered.has(method));
    return { kind: 'two-factor', methods: offered.has('totp') ? [...methods, 'backup'] : methods };
  }
  return { kind: 'signed-in' };
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
