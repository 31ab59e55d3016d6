import type { AsyncLocalStorage } from 'node:async_hooks';
import { getCurrentAuthContextAsyncLocalStorage, getCurrentDBAdapterAsyncLocalStorage, getRequestStateAsyncLocalStorage } from '@better-auth/core/context';

/**
 * better-auth keeps each call's state (endpoint context, adapter and transaction, request state) in three
 * AsyncLocalStorage instances shared by the process. On Node 20 a storage that has run once keeps
 * async_hooks' promise hooks on for every promise of the process, forever: a large share of the CPU of a
 * list request that never calls better-auth (ADR 063). `@better-auth/core/context` hands out those three
 * storages (its exported accessors, ADR 186) and Node's public `AsyncLocalStorage.disable()` turns them off.
 *
 * `betterAuthCall` counts the better-auth calls in flight; when the last one settles, the storages are
 * disabled, which turns the hooks off. The next call turns them on again (`AsyncLocalStorage.run` does),
 * exactly as at start before the first sign-in. A storage is never disabled while a call is in flight, so no
 * call loses its context. Every entry into better-auth must go through it: `createAuth` wraps `handler` and
 * every `api` endpoint.
 */
let inFlight = 0;

/** The storages, asked for once: better-auth creates each one once per process and keeps it. */
export const betterAuthStorages: Promise<AsyncLocalStorage<unknown>[]> = Promise.all([
  getCurrentAuthContextAsyncLocalStorage(),
  getCurrentDBAdapterAsyncLocalStorage(),
  getRequestStateAsyncLocalStorage(),
]);
let storages: AsyncLocalStorage<unknown>[] = [];
void betterAuthStorages.then((found) => (storages = found));

export async function betterAuthCall<T>(call: () => T | Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await call();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) for (const storage of storages) storage.disable();
  }
}

/** The better-auth calls in flight (tests). */
export function betterAuthCallsInFlight(): number {
  return inFlight;
}

/** `auth` whose `handler` and `api` endpoints go through `betterAuthCall` (endpoints keep their properties). */
export function withQuietAsyncContext<A extends { handler: (request: Request) => Promise<Response>; api: object }>(auth: A): A {
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return new Proxy(value, { apply: (fn, self, args) => betterAuthCall(() => Reflect.apply(fn, self, args) as unknown) });
    },
  });
  return { ...auth, handler: (request: Request) => betterAuthCall(() => auth.handler(request)), api };
}
