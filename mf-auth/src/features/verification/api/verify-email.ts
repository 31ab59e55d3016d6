import { AUTH_PATHS, authErrorCode, loadAuthClient } from '@club/auth';
import { redirect, type LoaderFunctionArgs } from '@club/stack';
import { z } from 'zod';

/** Spec §5: `token` is a required string and no other search key is allowed. */
const VerifySearchSchema = z.strictObject({ token: z.string().min(1) });

const INVALID_VERIFY_LINK_MESSAGE = 'Ce lien de vérification est invalide. Utilisez le lien reçu par e-mail, sans le modifier.';

/** A malformed verification link: the route's error element shows it (400, not a crash). */
export class InvalidVerifyLinkError extends Error {
  override readonly name = 'InvalidVerifyLinkError';
  readonly status = 400;
  constructor() {
    super(INVALID_VERIFY_LINK_MESSAGE);
  }
}

export function parseVerifySearch(search: URLSearchParams): { token: string } {
  const entries = [...search.keys()];
  // A repeated key is as wrong as an unknown one: Object.fromEntries would silently keep the last.
  if (new Set(entries).size !== entries.length) throw new InvalidVerifyLinkError();
  const parsed = VerifySearchSchema.safeParse(Object.fromEntries(search));
  if (!parsed.success) throw new InvalidVerifyLinkError();
  return parsed.data;
}

/**
 * /auth/verify?token=…: verifies on load (GET /api/auth/verify-email, which also refreshes the
 * session), then goes to the success page, or to the error page carrying the code.
 */
export async function verifyEmailLoader({ request }: LoaderFunctionArgs): Promise<never> {
  const { token } = parseVerifySearch(new URL(request.url).searchParams);
  const client = await loadAuthClient();
  const { error } = await client.verifyEmail({ query: { token } });
  if (!error) throw redirect(AUTH_PATHS.verifySuccess);
  const code = authErrorCode(error) ?? (error.status === 429 ? 'TOO_MANY_REQUESTS' : 'UNKNOWN');
  throw redirect(`${AUTH_PATHS.verifyError}?${new URLSearchParams({ error: code }).toString()}`);
}
