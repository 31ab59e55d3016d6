import { randomUUID } from 'node:crypto';
import type { Role } from '@club/contracts';
import { hashPassword } from 'better-auth/crypto';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { insertUserWithPassword } from '../features/auth/users.repository';
import { jsonRequest } from './test-app';

/** The site origin of `createTestApp` (SITE_URL defaults to http://localhost:${PORT}). */
export const TEST_ORIGIN = 'http://localhost:3000';
/** The password of every user `createVerifiedUser` makes unless told otherwise. */
export const TEST_PASSWORD = 'Mot-de-passe-de-test-2026';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: Role;
  password: string;
}

let passwordHash: Promise<string> | undefined;

/** A user with a verified e-mail and a password account, written straight to the database. */
export async function createVerifiedUser(
  database: Pick<DatabaseHandle, 'db'>,
  options: { role?: Role; email?: string; firstName?: string; lastName?: string; password?: string } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const role = options.role ?? 'user';
  const firstName = options.firstName ?? 'Camille';
  const lastName = options.lastName ?? 'Martin';
  const password = options.password ?? TEST_PASSWORD;
  const email = (options.email ?? `${role}-${id.slice(0, 8)}@example.fr`).toLowerCase();
  // Hashing is deliberately slow (scrypt): the shared test password is hashed once per test file.
  const hash = password === TEST_PASSWORD ? await (passwordHash ??= hashPassword(TEST_PASSWORD)) : await hashPassword(password);
  const now = new Date().toISOString();
  await insertUserWithPassword(
    database.db,
    {
      id,
      name: `${firstName} ${lastName}`,
      email,
      email_verified: 1,
      first_name: firstName,
      last_name: lastName,
      phone: null,
      date_of_birth: null,
      role,
      created_at: now,
      updated_at: now,
    },
    { id: randomUUID(), passwordHash: hash },
  );
  return { id, email, name: `${firstName} ${lastName}`, firstName, lastName, role, password };
}

/** Signs in through better-auth and returns the headers of that session: `Cookie` and a trusted `Origin`. */
export async function signIn(app: App, email: string, password: string): Promise<Record<string, string>> {
  const res = await app.request('/api/auth/sign-in/email', jsonRequest({ email, password }, { Origin: TEST_ORIGIN }));
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return { Cookie: cookieHeader(res), Origin: TEST_ORIGIN };
}

/** A signed-in user of the given role: `await signedInAs(app, database, 'admin')` → `{ user, headers }`. */
export async function signedInAs(
  app: App,
  database: Pick<DatabaseHandle, 'db'>,
  role: Role = 'user',
  options: Omit<Parameters<typeof createVerifiedUser>[1], 'role'> = {},
): Promise<{ user: TestUser; headers: Record<string, string> }> {
  const user = await createVerifiedUser(database, { ...options, role });
  return { user, headers: await signIn(app, user.email, user.password) };
}

/** The `Cookie` request header matching a response's `Set-Cookie` headers (deleted cookies left out). */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}
