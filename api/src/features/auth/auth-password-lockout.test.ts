import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { parseEnv } from '../../env';
import { createMailOutbox } from '../../shared/mail/outbox';
import { createVerifiedUser, signIn, TEST_ORIGIN, type TestUser } from '../../testing/auth-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { createAuth } from './auth';
import { PASSWORD_CHECKING_ENDPOINTS, PASSWORD_SETTING_ENDPOINTS } from './password-checks';

const WRONG = 'Mauvais-mot-de-passe-2026';
const LOCKED = {
  code: 'RATE_LIMITED',
  message: 'Trop de tentatives de connexion échouées pour ce compte. Réessayez dans 15 min, ou réinitialisez votre mot de passe.',
};

interface ZodLike {
  shape?: Record<string, unknown>;
  _zod?: { def?: { type?: string; left?: ZodLike; right?: ZodLike; innerType?: ZodLike } };
}

/** The field names of a body schema: an object's keys, both sides of an intersection, an optional's inner object. */
function bodyFields(schema: ZodLike | undefined): string[] {
  const def = schema?._zod?.def;
  if (!schema || !def) return [];
  if (schema.shape) return Object.keys(schema.shape);
  return [def.left, def.right, def.innerType].flatMap((inner) => bodyFields(inner));
}

interface Endpoint {
  path?: string;
  options?: { body?: ZodLike; metadata?: { openapi?: { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } } } };
}

/** better-auth's HTTP endpoints (server-only ones have no path) whose body has a password field, by schema or by its own documentation. */
function passwordEndpoints(database: DatabaseHandle): string[] {
  const auth = createAuth({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, outbox: createMailOutbox({ now: () => new Date() }) });
  return Object.values(auth.api as Record<string, Endpoint>)
    .filter((endpoint) => endpoint.path)
    .filter((endpoint) => {
      const documented = Object.keys(endpoint.options?.metadata?.openapi?.requestBody?.content?.['application/json']?.schema?.properties ?? {});
      return [...bodyFields(endpoint.options?.body), ...documented].some((field) => /password/i.test(field));
    })
    .map((endpoint) => endpoint.path!);
}

describe.each(testDatabases())('the account lockout on every endpoint that checks a password, on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  // A fresh address for every request: only the per-account count can stop these attempts.
  let address = 0;
  const from = () => {
    address += 1;
    return { Origin: TEST_ORIGIN, 'X-Forwarded-For': `${testDatabase.dialect === 'sqlite' ? 10 : 11}.${Math.floor(address / 250)}.${address % 250}.1` };
  };
  const post = (path: string, body: unknown, cookie?: string) =>
    app.request(`/api/auth${path}`, jsonRequest(body, { ...from(), ...(cookie ? { Cookie: cookie } : {}) }));

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database, {
      env: { AUTH_RATE_LIMIT: 'true', AUTH_SIGN_IN_RATE_LIMIT: '1000', AUTH_ACCOUNT_MAX_FAILURES: '3', TRUST_PROXY_HOPS: '1' },
    });
  });
  afterAll(() => database.dispose());

  it('lists every better-auth endpoint whose body has a password field as checking it or only setting it', () => {
    const known = [...Object.keys(PASSWORD_CHECKING_ENDPOINTS), ...PASSWORD_SETTING_ENDPOINTS];
    const unlisted = passwordEndpoints(database).filter((path) => !known.includes(path));
    expect(
      unlisted,
      'à ajouter à PASSWORD_CHECKING_ENDPOINTS (compté par le verrouillage) ou à PASSWORD_SETTING_ENDPOINTS (api/src/features/auth/password-checks.ts)',
    ).toEqual([]);
    expect(passwordEndpoints(database)).toEqual(
      expect.arrayContaining(['/sign-in/email', '/delete-user', '/change-password', '/verify-password', '/two-factor/disable']),
    );
  });

  /** The signed-in endpoints that check the password, with a body carrying it, and what each needs beforehand. */
  const checks: Record<string, { body: (password: string) => Record<string, unknown>; twoFactor?: boolean }> = {
    '/delete-user': { body: (password) => ({ password }) },
    '/change-password': { body: (currentPassword) => ({ currentPassword, newPassword: 'Nouveau-mot-de-passe-2026' }) },
    '/verify-password': { body: (password) => ({ password }) },
    '/two-factor/enable': { body: (password) => ({ password, method: 'totp' }) },
    '/two-factor/disable': { body: (password) => ({ password }), twoFactor: true },
    '/two-factor/get-totp-uri': { body: (password) => ({ password }), twoFactor: true },
    '/two-factor/generate-backup-codes': { body: (password) => ({ password }), twoFactor: true },
  };

  const signedIn = async (twoFactor = false): Promise<{ user: TestUser; cookie: string }> => {
    const user = await createVerifiedUser(database, { role: 'member' });
    let cookie = (await signIn(app, user.email, user.password)).Cookie!;
    if (twoFactor) {
      const enabled = await post('/two-factor/enable', { password: user.password, method: 'totp' }, cookie);
      expect(enabled.status).toBe(200);
      await database.db.updateTable('users').set({ two_factor_enabled: 1 }).where('id', '=', user.id).execute();
      // Without its cookie cache, better-auth reads the session (and the flag just written) from the database.
      cookie = cookie
        .split('; ')
        .filter((pair) => !pair.startsWith('better-auth.session_data='))
        .join('; ');
    }
    return { user, cookie };
  };

  it.each(Object.keys(checks))('counts wrong passwords on %s: the fourth attempt is refused, right password or not, and so is sign-in', async (path) => {
    const check = checks[path]!;
    const { user, cookie } = await signedIn(check.twoFactor);
    for (let i = 0; i < 3; i += 1) {
      const wrong = await post(path, check.body(WRONG), cookie);
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    }
    const locked = await post(path, check.body(user.password), cookie);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject(LOCKED);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    const signInLocked = await post('/sign-in/email', { email: user.email, password: user.password });
    expect(signInLocked.status).toBe(429);
    expect(await signInLocked.json()).toMatchObject(LOCKED);
    expect(await database.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeDefined();
  });

  it('refuses every password-checking endpoint of an account locked by failed sign-ins, with the same French error', async () => {
    const { user, cookie } = await signedIn();
    for (let i = 0; i < 3; i += 1) expect((await post('/sign-in/email', { email: user.email, password: WRONG })).status).toBe(401);
    const bodies: [string, Record<string, unknown>][] = [
      ...Object.entries(checks).map(([path, check]) => [path, check.body(user.password)] as [string, Record<string, unknown>]),
      // The e-mail change asks for the current password (issue 27, item 6): locked like the others.
      ['/change-email', { newEmail: 'nouvelle@example.fr', currentPassword: user.password }],
    ];
    const answers = [];
    for (const [path, body] of bodies) {
      const res = await post(path, body, cookie);
      answers.push({ path, status: res.status, body: await res.json() });
    }
    for (const answer of answers) expect(answer, answer.path).toMatchObject({ status: 429, body: LOCKED });
    expect(await database.db.selectFrom('users').select(['id', 'email']).where('id', '=', user.id).executeTakeFirst()).toEqual({ id: user.id, email: user.email });
  });

  it('starts afresh after the right password, and counts nothing for a visitor or a right password', async () => {
    const { user, cookie } = await signedIn();
    const statuses = [];
    for (const password of [WRONG, WRONG, user.password, WRONG, WRONG, user.password]) statuses.push((await post('/verify-password', { password }, cookie)).status);
    expect(statuses).toEqual([400, 400, 200, 400, 400, 200]);
    expect((await post('/verify-password', { password: WRONG })).status).toBe(401);
  });
});
