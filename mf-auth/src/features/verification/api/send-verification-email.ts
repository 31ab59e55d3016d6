import { AUTH_PATHS, loadAuthClient, unwrapAuthResult as unwrap } from '@club/auth';
import { useMutation } from '@club/stack';

/** `POST /api/auth/send-verification-email`: a new link for an address not verified yet. */
async function sendVerificationEmail(email: string): Promise<void> {
  const client = await loadAuthClient();
  await unwrap(client.sendVerificationEmail({ email, callbackURL: AUTH_PATHS.verifySuccess }));
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
