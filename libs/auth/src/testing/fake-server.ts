import { vi } from 'vitest';

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: FetchCall) => Response | Promise<Response> | undefined;

/**
 * A fake server for the real better-auth client and @club/http, shared by the remotes' tests: each handler answers a call or
 * returns undefined to pass; every call is recorded (method, path with search, JSON body).
 */
export function fakeServer(...handlers: Handler[]) {
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
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path.split('?')[0] === path) };
}

/** Answers `path` (any method unless given) with `status` and `body`. */
export const answer =
  (path: string, status: number, body: unknown, method?: string): Handler =>
  (call) =>
    call.path.split('?')[0] === path && (!method || call.method === method) ? json(status, body) : undefined;

export const sessionOf = (role: string, id = `u-${role}`) => ({
  session: { id: `s-${id}`, userId: id, expiresAt: '2099-01-01T00:00:00.000Z', token: 't' },
  user: { id, email: `${role}@demo.asso.fr`, name: 'Léa Martin', firstName: 'Léa', lastName: 'Martin', emailVerified: true, role },
});
