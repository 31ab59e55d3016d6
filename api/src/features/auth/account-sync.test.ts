import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { createLogger } from '../../shared/logger';
import { createMailOutbox } from '../../shared/mail/outbox';
import { createVerifiedUser, TEST_ORIGIN } from '../../testing/auth-helpers';
import { memorySecondaryStorage } from '../../testing/memory-secondary-storage';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { accountSync } from './account-sync';
import { createAuth, type Auth } from './auth';

// account-sync.ts reaches better-auth's `$context.internalAdapter`: no public call refreshes or drops another
// person's cached sessions (docs/decisions/198-account-sync-internal-adapter-kept.md). Pinned to the version read.
const READ_VERSION = '1.7.24';

it(`better-auth is ${READ_VERSION}, the version whose internal adapter account-sync.ts was written for`, () => {
  const { version } = JSON.parse(readFileSync(new URL('../../../node_modules/better-auth/package.json', import.meta.url), 'utf8')) as { version: string };
  expect(
    version,
    `better-auth ${version} is installed, account-sync.ts was written for ${READ_VERSION}: look for a public way to refresh ` +
      "or drop another person's cached sessions (then remove account-sync.ts), or check its internal adapter calls and write ADR 198's successor and update this test.",
  ).toBe(READ_VERSION);
});

describe.each(testDatabases())("sessions cached in secondary storage follow the app's own writes, on $dialect", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let auth: Auth;

  beforeAll(async () => {
    database = await testDatabase.open();
    auth = createAuth({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      outbox: createMailOutbox({ now: () => new Date() }),
      secondaryStorage: memorySecondaryStorage(),
    });
  });
  afterAll(() => database.dispose());

  async function signedIn(): Promise<{ id: string; headers: Headers }> {
    const user = await createVerifiedUser(database, { role: 'member' });
    const res = await auth.api.signInEmail({
      body: { email: user.email, password: user.password },
      headers: new Headers({ Origin: TEST_ORIGIN }),
      asResponse: true,
    });
    const cookie = res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { id: user.id, headers: new Headers({ Cookie: cookie }) };
  }

  const roleSeen = async (headers: Headers) =>
    ((await auth.api.getSession({ headers, query: { disableCookieCache: true } }))?.user as { role?: string } | undefined)?.role ?? null;

  it('refresh: the cached session carries the role the app wrote (stale before it)', async () => {
    const { id, headers } = await signedIn();
    await database.db.updateTable('users').set({ role: 'coach', updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    expect(await roleSeen(headers)).toBe('member');
    await accountSync(auth, createLogger('silent')).refresh(id);
    expect(await roleSeen(headers)).toBe('coach');
  });

  it('revokeSessions: a session the app deleted is no longer served from the cache', async () => {
    const { id, headers } = await signedIn();
    await database.db.deleteFrom('sessions').where('user_id', '=', id).execute();
    expect(await roleSeen(headers)).toBe('member');
    await accountSync(auth, createLogger('silent')).revokeSessions(id);
    expect(await auth.api.getSession({ headers, query: { disableCookieCache: true } })).toBeNull();
  });
});
