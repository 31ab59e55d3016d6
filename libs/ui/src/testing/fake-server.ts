import { vi } from 'vitest';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

export type FetchHandler = (call: FetchCall) => Response | Promise<Response> | undefined;

/**
 * The one fetch stub of the tests: a fake server for @club/http and the real better-auth client. Each
 * handler answers a call or returns undefined to pass it on; a call no handler answers gets a 404 in
 * the API's error shape (and `get-session` no session). Every call is recorded (method, path with
 * search, JSON body).
 */
export function fakeServer(...handlers: FetchHandler[]) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    const url = new URL(request.url);
    const text = init?.body ? String(init.body) : await request.clone().text();
    const call = { method: request.method, path: `${url.pathname}${url.search}`, body: text ? (JSON.parse(text) as unknown) : undefined };
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
    /** The calls as `METHOD /path?search`, in order. */
    requested: () => calls.map((call) => `${call.method} ${call.path}`),
  };
}

/** Answers `path` (any method unless given) with `status` and `body`. */
export const answer =
  (path: string, status: number, body: unknown, method?: string): FetchHandler =>
  (call) =>
    call.path.split('?')[0] === path && (!method || call.method === method) ? json(status, body) : undefined;
