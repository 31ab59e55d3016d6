import { loadAuthClient, unwrapAuthResult as unwrap } from '@club/auth';
import { useMutation } from '@club/stack';
import type { TwoFactorInput } from '../login-schema';

/** `POST /api/auth/two-factor/send-otp`: e-mails a one-time code to the person being signed in. */
async function sendTwoFactorOtp(): Promise<void> {
  const client = await loadAuthClient();
  await unwrap(client.twoFactor.sendOtp({}));
}

/** Verifies the second factor; on success better-auth opens the session (and the store refreshes). */
async function verifyTwoFactor({ method, code, trustDevice }: TwoFactorInput): Promise<void> {
  const client = await loadAuthClient();
  if (method === 'otp') await unwrap(client.twoFactor.verifyOtp({ code, trustDevice }));
  else if (method === 'totp') await unwrap(client.twoFactor.verifyTotp({ code, trustDevice }));
  else await unwrap(client.twoFactor.verifyBackupCode({ code, trustDevice }));
}

export function useSendTwoFactorOtp() {
  return useMutation({ mutationFn: sendTwoFactorOtp });
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
