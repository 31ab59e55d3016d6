import { vi } from 'vitest';

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch with one answer per call, in order; the mock records the URLs and bodies sent. */
export function mockFetch(...answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const answer of answers) fetchMock.mockResolvedValueOnce(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const calledUrl = (fetchMock: ReturnType<typeof mockFetch>, call = 0) => String(fetchMock.mock.calls[call]?.[0]);
