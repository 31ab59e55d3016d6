import { vi } from 'vitest';

export type StubAnswer = { status: number; body?: unknown };

/**
 * Stubs fetch with answers chosen by "METHOD /api/path" (query string excluded); unknown calls fail
 * the test loudly. Returns the URLs called, in order.
 */
export function stubApi(answers: Record<string, StubAnswer | ((url: URL) => StubAnswer | Promise<StubAnswer>)>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost:3000');
      const key = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push(`${key}${url.search}`);
      const entry = answers[key];
      if (!entry) throw new Error(`Appel inattendu : ${key}`);
      const { status, body } = typeof entry === 'function' ? await entry(url) : entry;
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}
