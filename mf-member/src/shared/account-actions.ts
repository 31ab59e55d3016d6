import { loadAuthClient, unwrapAuthResult } from '@club/auth';
import type { TwoFactorMethodState } from '@club/contracts';
import { AccountSessionsMiniSchema, LinkedAccountsMiniSchema, TwoFactorMethodMiniSchema } from '@club/contracts/mini';
import { http } from '@club/http';

/**
 * A member's own account through the shared better-auth client of `@club/auth` (spec §7: /update-user,
 * /delete-user, /revoke-sessions, /revoke-other-sessions, list-accounts, /two-factor/*). Each call that changes
 * who is signed in refreshes the session store by itself (session-refresh.ts). Here, in its only user, rather
 * than in `@club/auth`: every export of that shared entry is in the shell's bundle every visitor downloads.
 *
 * The reads a page needs at its start (my accounts, my sessions) are better-auth's HTTP endpoints read with a plain
 * fetch and zod/mini, as the shell reads the session: the better-auth client (and zod classic) then load only when
 * the member changes something (docs/decisions/203-member-settings-on-zod-mini.md).
 */

export interface AccountSession {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface LinkedAccount {
  id: string;
  providerId: string;
}

export interface ProfileChanges {
  name: string;
  firstName: string;
  lastName: string;
  phone: string;
  dateOfBirth: string;
  image: string | null;
}

export async function updateProfileFields(changes: ProfileChanges): Promise<void> {
  const client = await loadAuthClient();
  await unwrapAuthResult(client.updateUser(changes));
}

export async function changePassword(input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }): Promise<void> {
  const client = await loadAuthClient();
  await unwrapAuthResult(client.changePassword(input));
}

/** better-auth's `GET /api/auth/list-accounts`. */
export function listLinkedAccounts(): Promise<LinkedAccount[]> {
  return http.get('/auth/list-accounts', { parse: LinkedAccountsMiniSchema });
}

/** better-auth's `GET /api/auth/list-sessions`. */
export async function listMySessions(): Promise<AccountSession[]> {
  const sessions = await http.get('/auth/list-sessions', { parse: AccountSessionsMiniSchema });
  return sessions.map((session) => ({ ...session, userAgent: session.userAgent ?? null, ipAddress: session.ipAddress ?? null }));
}

export async function revokeMySession(token: string): Promise<void> {
  const client = await loadAuthClient();
  await unwrapAuthResult(client.revokeSession({ token }));
}

export async function revokeMyOtherSessions(): Promise<void> {
  const client = await loadAuthClient();
  await unwrapAuthResult(client.revokeOtherSessions());
}

/** Deletes the account (password typed again) and every session; the store then holds no one. */
export async function deleteMyAccount(password: string): Promise<void> {
  const client = await loadAuthClient();
  await unwrapAuthResult(client.deleteUser({ password }));
}

/** Step 1 of turning two-factor on: the authenticator URI (QR code, secret) and the backup codes. */
export async function startTwoFactor(password: string): Promise<{ totpURI: string; backupCodes: string[] }> {
  const client = await loadAuthClient();
  const data = await unwrapAuthResult(client.twoFactor.enable({ password, method: 'totp' }));
  if (!data || !('totpURI' in data)) throw new Error('Invalid response format from server: POST /api/auth/two-factor/enable');
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

/**
 * The alternative to an app, step 1: better-auth e-mails a code to the signed-in person (`/two-factor/send-otp`);
 * typing it back (`confirmTwoFactor('otp', code)`) turns the validation en deux étapes on (issue 32, ADR 177).
 */
export async function sendEmailTwoFactorCode(): Promise<void> {
  const client = await loadAuthClient();
  await unwrapAuthResult(client.twoFactor.sendOtp({}));
}

/** `GET /api/me/two-factor`: on or off, and whether the codes come from an app or by e-mail. */
export function getMyTwoFactorMethod(): Promise<TwoFactorMethodState> {
  return http.get('/me/two-factor', { parse: TwoFactorMethodMiniSchema });
}

/** Step 2: a code of the app (or of the e-mail) proves the setup; two-factor is then on. */
export async function confirmTwoFactor(method: 'totp' | 'otp', code: string): Promise<void> {
  const client = await loadAuthClient();
  if (method === 'totp') await unwrapAuthResult(client.twoFactor.verifyTotp({ code }));
  else await unwrapAuthResult(client.twoFactor.verifyOtp({ code }));
}

export async function disableTwoFactor(password: string): Promise<void> {
  const client = await loadAuthClient();
  await unwrapAuthResult(client.twoFactor.disable({ password }));
}

/** New backup codes (the old ones stop working), shown once. */
export async function regenerateBackupCodes(password: string): Promise<string[]> {
  const client = await loadAuthClient();
  return (await unwrapAuthResult(client.twoFactor.generateBackupCodes({ password })))?.backupCodes ?? [];
}
