import { EmailChangeTokenSchema } from '@club/contracts';

/** The `token` of an e-mailed link, alone and well formed (a repeated or unknown key is a damaged link), or null. */
export function linkToken(search: URLSearchParams): string | null {
  const keys = [...search.keys()];
  if (keys.length !== 1 || keys[0] !== 'token') return null;
  const parsed = EmailChangeTokenSchema.safeParse({ token: search.get('token') });
  return parsed.success ? parsed.data.token : null;
}
