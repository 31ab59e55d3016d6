/**
 * What better-auth's `GET /api/auth/get-session` answers for a signed-in person (null otherwise),
 * reduced to the fields the site reads. Checked by hand rather than with zod: this package is on
 * every page's first load and zod is not (ADR 040).
 */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: string | null;
  firstName: string | null;
  lastName: string | null;
  twoFactorEnabled: boolean;
  banned: boolean;
}

export interface AuthSession {
  session: { id: string; userId: string; expiresAt: Date; impersonatedBy: string | null };
  user: AuthUser;
}

export class InvalidSessionResponseError extends Error {
  override readonly name = 'InvalidSessionResponseError';
  constructor() {
    super('Invalid response format from server: GET /api/auth/get-session');
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function required(source: Json, key: string): string {
  const value = source[key];
  if (typeof value !== 'string' || !value) throw new InvalidSessionResponseError();
  return value;
}

/** `null` (no session) or the session; anything else is a broken answer. */
export function parseAuthSession(body: unknown): AuthSession | null {
  if (body === null || body === undefined) return null;
  if (!isObject(body) || !isObject(body.session) || !isObject(body.user)) throw new InvalidSessionResponseError();
  const { session, user } = body;
  const expiresAt = new Date(required(session, 'expiresAt'));
  if (Number.isNaN(expiresAt.getTime())) throw new InvalidSessionResponseError();
  return {
    session: { id: required(session, 'id'), userId: required(session, 'userId'), expiresAt, impersonatedBy: text(session.impersonatedBy) },
    user: {
      id: required(user, 'id'),
      email: required(user, 'email'),
      name: text(user.name) ?? '',
      emailVerified: user.emailVerified === true,
      role: text(user.role),
      firstName: text(user.firstName),
      lastName: text(user.lastName),
      twoFactorEnabled: user.twoFactorEnabled === true,
      banned: user.banned === true,
    },
  };
}
