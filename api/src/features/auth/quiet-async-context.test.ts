import type { SecondaryStorage } from 'better-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { parseEnv } from '../../env';
import { createMailOutbox } from '../../shared/mail/outbox';
import { createVerifiedUser, signIn, TEST_ORIGIN } from '../../testing/auth-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { memorySecondaryStorage } from '../../testing/memory-secondary-storage';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { createAuth, type Auth } from './auth';
import { betterAuthCall, betterAuthCallsInFlight, betterAuthStorages } from './quiet-async-context';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('better-auth async context turned off between its calls, on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let auth: Auth;
  /** Armed, the next read of better-auth's session store schedules a look, a moment later, at which storages still hold a context. */
  let armed = false;
  const looks: boolean[][] = [];

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    const storage = memorySecondaryStorage();
    const probe: SecondaryStorage = {
      ...storage,
      get: async (key) => {
        if (armed) {
          armed = false;
          // The timer runs in the async context of this call: it sees better-auth's state unless its storages were turned off.
          const storages = await betterAuthStorages;
          setTimeout(() => looks.push(storages.map((storage) => storage.getStore() !== undefined)), 20);
        }
        return storage.get(key);
      },
    };
    auth = createAuth({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      outbox: createMailOutbox({ now: () => new Date() }),
      secondaryStorage: probe,
    });
  });
  afterAll(() => database.dispose());

  /** A session of the probed instance: its cookies. */
  async function probedSession(): Promise<Headers> {
    const user = await createVerifiedUser(database, { role: 'member' });
    const res = await auth.api.signInEmail({
      body: { email: user.email, password: user.password },
      headers: new Headers({ Origin: TEST_ORIGIN }),
      asResponse: true,
    });
    return new Headers({
      Cookie: res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; '),
    });
  }

  /** What a look scheduled inside a session read saw once it ran. */
  async function lookDuringSessionRead(headers: Headers): Promise<boolean[]> {
    armed = true;
    expect(await auth.api.getSession({ headers, query: { disableCookieCache: true } })).not.toBeNull();
    await pause(50);
    return looks.at(-1) ?? [];
  }

  it('leaves no better-auth context behind once its calls are over, and its next calls work', async () => {
    const headers = await probedSession();
    expect(betterAuthCallsInFlight()).toBe(0);
    const seen = await lookDuringSessionRead(headers);
    expect(seen).toHaveLength(3);
    expect(seen).not.toContain(true);

    // Turned on again by the next calls, which still see their own state (session read, then sign-out).
    const user = await createVerifiedUser(database, { role: 'member' });
    const appHeaders = await signIn(app, user.email, user.password);
    const session = await app.request('/api/auth/get-session', { headers: appHeaders });
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(user.id);
    const signOut = await app.request('/api/auth/sign-out', { method: 'POST', headers: { ...appHeaders, Origin: TEST_ORIGIN } });
    expect(signOut.status).toBe(200);
    expect(await (await app.request('/api/auth/get-session', { headers: appHeaders })).json()).toBeNull();
  });

  it("keeps the storages on while any call is in flight: the look sees better-auth's state, and overlapping calls all complete with their own", async () => {
    const headers = await probedSession();
    const held = betterAuthCall(() => pause(150));
    // Pinned (ADR 186): if better-auth stops keeping its state in the storages its context module hands out, this fails.
    expect(
      await lookDuringSessionRead(headers),
      "better-auth's state is not in the storages of @better-auth/core/context: quiet-async-context.ts turns off the wrong ones (ADR 186)",
    ).toContain(true);
    await held;

    const users = await Promise.all([0, 1, 2].map(() => createVerifiedUser(database, { role: 'coach' })));
    const first = await signIn(app, users[0]!.email, users[0]!.password);
    // Sign-ins (slow: password hashing) and session reads overlapping, finishing in any order.
    const userId = async (res: Response | Promise<Response>) => ((await (await res).json()) as { user: { id: string } }).user.id;
    const results = await Promise.all([
      ...users.map((user) => userId(app.request('/api/auth/sign-in/email', jsonRequest({ email: user.email, password: user.password }, { Origin: TEST_ORIGIN })))),
      ...[0, 1, 2].map(() => userId(app.request('/api/auth/get-session', { headers: first }))),
    ]);
    expect(results).toEqual([...users.map((user) => user.id), users[0]!.id, users[0]!.id, users[0]!.id]);
    expect(betterAuthCallsInFlight()).toBe(0);
  });

  it('counts a call that fails as over', async () => {
    await expect(betterAuthCall(() => Promise.reject(new Error('échec')))).rejects.toThrow('échec');
    expect(betterAuthCallsInFlight()).toBe(0);
  });
});
