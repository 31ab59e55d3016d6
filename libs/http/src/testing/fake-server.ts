import { vi } from 'vitest';

/** A JSON response (`undefined` sends no body), e.g. `json(429, {}, { 'Retry-After': '2' })`. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export interface FetchCall {
  method: string;
  /** Path and search, e.g. `/api/rooms?page=2`. */
  path: string;
  url: URL;
  /** The JSON body sent (its text when it is not JSON). */
  body: unknown;
  headers: Headers;
  signal: AbortSignal | undefined;
}

export type FetchHandler = (call: FetchCall) => Response | Promise<Response> | undefined;

const origin = () => globalThis.location?.origin ?? 'http://localhost';

const parsed = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * The one fetch stub of the client's tests (ADR 183): a fake server for @club/http and the real
 * better-auth client. Each handler answers a call or returns undefined to pass it on; a call no handler
 * answers gets a 404 in the API's error shape (and `get-session` no session). Every call is recorded
 * (method, path with search, JSON body).
 */
export function fakeServer(...handlers: FetchHandler[]) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), origin()), init);
    const url = new URL(request.url);
    const text = init?.body ? String(init.body) : await request.clone().text();
    const call = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      url,
      body: parsed(text),
      headers: request.headers,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    for (const handler of handlers) {
      const response = await handler(call);
      if (response) return response;
    }
    if (url.pathname === '/api/auth/get-session') return json(200, null);
    return json(404, { code: 'NOT_FOUND', message: 'Ressource introuvable.', requestId: 'req-test' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path.split('?')[0] === path),
    /** The paths called (with their search), in order. */
    paths: () => calls.map((call) => call.path),
    /** The calls as `METHOD /path?search`, in order. */
    requested: () => calls.map((call) => `${call.method} ${call.path}`),
    /** The stub itself, for what the calls above do not say (the raw arguments, the `RequestInit`). */
    fetch: fetchMock,
  };
}

/** Answers `path` (any method unless given) with `status` and `body`. */
export const answer =
  (path: string, status: number, body: unknown, method?: string): FetchHandler =>
  (call) =>
    call.path.split('?')[0] === path && (!method || call.method === method) ? json(status, body) : undefined;

/** Answers the calls in turn, whatever their path, one factory each (a body reads once); then passes them on. */
export function inTurn(...answers: Array<() => Response | Promise<Response>>): FetchHandler {
  let next = 0;
  return () => answers[next++]?.();
}

/** Never answers, but rejects like the real fetch when the call's signal aborts. */
export const hanging: FetchHandler = ({ signal }) =>
  new Promise<Response>((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
