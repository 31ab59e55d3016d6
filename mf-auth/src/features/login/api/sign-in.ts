import { loadAuthClient, unwrapAuthResult as unwrap } from '@club/auth';
import { useMutation } from '@club/stack';
import type { LoginInput, TwoFactorMethod } from '../login-schema';

export type SignInResult = { kind: 'signed-in' } | { kind: 'two-factor'; methods: TwoFactorMethod[] };

/**
 * `POST /api/auth/sign-in/email`. With two-factor on, better-auth answers `twoFactorRedirect` and no
 * session yet: the login page then asks for the second factor. Backup codes work for every such account.
 */
async function signIn(input: LoginInput): Promise<SignInResult> {
  const client = await loadAuthClient();
  const data = await unwrap(client.signIn.email({ email: input.email, password: input.password }));
  if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
    const offered = new Set((data as { twoFactorMethods?: string[] }).twoFactorMethods ?? []);
    // The e-mailed code first: it needs nothing but the mailbox, and is sent as soon as the step shows.
    const methods = (['otp', 'totp'] as const).filter((method) => offered.has(method));
    return { kind: 'two-factor', methods: [...methods, 'backup'] };
  }
  return { kind: 'signed-in' };
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
