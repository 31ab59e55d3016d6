import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** Stubs global fetch with one response factory per call (a Response body can be read once). */
export function mockFetch(...responses: Array<() => Response | Promise<Response>>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const next of responses) fetchMock.mockImplementationOnce(async () => next());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
export function hangingFetch() {
  const fetchMock = vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Settles a promise into its value or error without leaving a rejection unhandled while timers run. */
export const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
