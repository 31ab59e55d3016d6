import { loadAuthClient } from '@club/auth';
import { useMutation } from '@club/stack';
import { unwrap } from '../../shared/api/auth-request';
import type { LoginInput, TwoFactorMethod } from '../login-schema';

export type SignInResult = { kind: 'signed-in' } | { kind: 'two-factor'; methods: TwoFactorMethod[] };

/**
 * `POST /api/auth/sign-in/email`. With two-factor on, better-auth answers `twoFactorRedirect` and no
 * session yet: the login page then asks for the second factor. Backup codes work for every such account.
 */
export async function signIn(input: LoginInput): Promise<SignInResult> {
  const client = await loadAuthClient();
  const data = await unwrap(client.signIn.email({ email: input.email, password: input.password }));
  if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
    const offered = (data as { twoFactorMethods?: string[] }).twoFactorMethods ?? [];
    const methods = offered.filter((method): method is TwoFactorMethod => method === 'otp' || method === 'totp');
    return { kind: 'two-factor', methods: [...methods, 'backup'] };
  }
  return { kind: 'signed-in' };
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
