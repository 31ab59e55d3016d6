import { AUTH_PATHS, loadAuthClient, unwrapAuthResult as unwrap } from '@club/auth';
import { useMutation } from '@club/stack';
import type { RegisterInput } from '../register-schema';

/**
 * `POST /api/auth/sign-up/email`. With e-mail verification required, better-auth answers the same
 * way whether the address is new or already taken (no account enumeration): the page says so.
 */
async function signUp({ firstName, lastName, email, password }: RegisterInput): Promise<void> {
  const client = await loadAuthClient();
  await unwrap(
    client.signUp.email({
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      email,
      password,
      callbackURL: AUTH_PATHS.verifySuccess,
    }),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
