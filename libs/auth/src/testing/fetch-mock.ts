import { vi } from 'vitest';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** A fetch answering by URL: each route returns a Response or undefined to let the next one try. */
export function routeFetch(...routes: Route[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, window.location.origin);
    for (const route of routes) {
      const response = await route(url, init);
      if (response) return response;
    }
    return json(404, { code: 'NOT_FOUND', message: 'introuvable', requestId: 'r' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const calledPaths = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls.map(([input]) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    return `${url.pathname}${url.search}`;
  });

/** A `GET /api/first-login/status` body for a user at `step`. */
export const firstLoginStatus = (step: string) => ({
  success: true,
  data: {
    step,
    profile: { id: 'u-user', email: 'user@demo.asso.fr', name: 'Léa Martin', role: 'user', firstName: 'Léa', lastName: 'Martin', phone: null, dateOfBirth: null },
    latestApplication: null,
  },
});
