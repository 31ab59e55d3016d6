import type { FirstLoginStatus } from '@club/contracts';
import { FirstLoginStatusResponseMiniSchema } from '@club/contracts/mini';
import { http } from '@club/http';

/**
 * `GET /api/first-login/status` (spec §7): `success: false` is a failure, not a status. Read with the contract's
 * zod/mini schema: this chunk is a fraction of what zod's classic API brought to a `user`'s visit (ADR 201).
 */
export async function requestFirstLoginStatus(): Promise<FirstLoginStatus> {
  const body = await http.get('/first-login/status', { parse: FirstLoginStatusResponseMiniSchema });
  if (!body.success || !body.data) throw new Error('Failed to get first login status');
  return body.data;
}
