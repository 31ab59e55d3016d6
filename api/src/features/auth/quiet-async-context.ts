import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * better-auth keeps each call's state (endpoint context, adapter, transaction, request state) in
 * AsyncLocalStorage instances shared by the whole process (`globalThis[Symbol.for('better-auth:global')]`).
 * On Node 20 an AsyncLocalStorage that has run once keeps async_hooks' promise hooks on for every promise of
 * the process, forever: a large share of the CPU of a list request that never calls better-auth
 * (docs/decisions/063-quiet-better-auth-async-context.md, figures in bench/results/figures-from-code-comments.md;
 * kept after measuring without it: ADR 064).
 *
 * `betterAuthCall` counts the better-auth calls in flight; when the last one settles, better-auth's
 * storages are disabled, which turns the hooks off. The next call turns them on again
 * (`AsyncLocalStorage.run` does), exactly as at start before the first sign-in. A storage is never
 * disabled while a call is in flight, so no call loses its context. Every entry into better-auth must go
 * through it: `createAuth` wraps `handler` and every `api` endpoint; `accountSync` wraps its own use.
 */
let inFlight = 0;

const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');

function quiet(): void {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL];
  for (const value of Object.values(global?.context ?? {})) if (value instanceof AsyncLocalStorage) value.disable();
}

export async function betterAuthCall<T>(call: () => T | Promise<T>): Promise<T> {
  inFlight += 1;
  try {
    return await call();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) quiet();
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
