import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createVerifiedUser, signIn, TEST_ORIGIN } from '../../testing/auth-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { betterAuthCall, betterAuthCallsInFlight } from './quiet-async-context';

/** better-auth's AsyncLocalStorage instances, shared by the process. */
function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[Symbol.for('better-auth:global')];
  return Object.values(global?.context ?? {}).filter((value): value is AsyncLocalStorage<unknown> => value instanceof AsyncLocalStorage);
}

/** Node 20's AsyncLocalStorage says whether it is on (and so keeps promise hooks on). */
const enabled = (storage: AsyncLocalStorage<unknown>) => (storage as unknown as { enabled?: boolean }).enabled;

describe.each(testDatabases())('better-auth async context turned off between its calls, on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  it('leaves no better-auth storage on once its calls are over, and its next calls work', async () => {
    const user = await createVerifiedUser(database, { role: 'member' });
    const headers = await signIn(app, user.email, user.password);
    expect(betterAuthCallsInFlight()).toBe(0);
    const storages = betterAuthStorages();
    // Pinned internal (ADR 064): if a better-auth upgrade moves its storages, this is where it shows.
    expect(
      storages.length,
      "better-auth's AsyncLocalStorages are no longer at globalThis[Symbol.for('better-auth:global')].context: quiet-async-context.ts finds none (ADR 064)",
    ).toBeGreaterThan(0);
    expect(storages.map(enabled)).not.toContain(true);
    expect(storages.map(enabled)).toContain(false);

    // Turned on again by the next call, which still sees its own state (session read, then sign-out).
    const session = await app.request('/api/auth/get-session', { headers });
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(user.id);
    const signOut = await app.request('/api/auth/sign-out', { method: 'POST', headers: { ...headers, Origin: TEST_ORIGIN } });
    expect(signOut.status).toBe(200);
    expect(await (await app.request('/api/auth/get-session', { headers })).json()).toBeNull();
    expect(storages.map(enabled)).not.toContain(true);
  });

  it('keeps the storages on while any call is in flight: overlapping calls all complete with their own state', async () => {
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
    expect(betterAuthStorages().map(enabled)).not.toContain(true);
  });

  it('counts a call that fails as over', async () => {
    await expect(betterAuthCall(() => Promise.reject(new Error('échec')))).rejects.toThrow('échec');
    expect(betterAuthCallsInFlight()).toBe(0);
  });
});
