import { FirstLoginStatusSchema, type FirstLoginStatus } from '@club/contracts';
import { http } from '@club/http';
import { z } from 'zod';

const FirstLoginStatusResponseSchema = z.object({ success: z.boolean(), data: FirstLoginStatusSchema.nullish() });

/** `GET /api/first-login/status` (spec §7): `success: false` is a failure, not a status. */
export async function requestFirstLoginStatus(): Promise<FirstLoginStatus> {
  const body = await http.get('/first-login/status', { parse: FirstLoginStatusResponseSchema });
  if (!body.success || !body.data) throw new Error('Failed to get first login status');
  return body.data;
}
