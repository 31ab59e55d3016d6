import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from './config';
import { HttpError, HttpNetworkError, HttpParseError, HttpTimeoutError } from './errors';
import { http } from './http';
import { request } from './request';
import { fakeServer, hanging, inTurn, json } from './testing/fake-server';

/** Settles a promise into its value or error without leaving a rejection unhandled while timers run. */
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  configureHttp({ baseUrl: '/api' });
});

const serverError = () => json(503, { code: 'UNAVAILABLE', message: 'Service indisponible', requestId: 'r1' });

describe('request', () => {
  it('sends JSON with the cookies to the API base and returns the JSON body', async () => {
    const fetchMock = fakeServer(inTurn(() => json(201, { id: 'a1' }))).fetch;

    await expect(http.post('/contact', { name: 'Léa' })).resolves.toEqual({ id: 'a1' });

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Léa"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('builds the query string, dropping empty values, and honours configureHttp', async () => {
    configureHttp({ baseUrl: 'https://api.example.test/api/' });
    const fetchMock = fakeServer(inTurn(() => json(200, []))).fetch;

    await http.get('/rooms', { query: { page: 1, search: undefined, complexId: null, tag: ['a', 'b'], isIndoor: false } });

    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.example.test/api/rooms?page=1&tag=a&tag=b&isIndoor=false');
  });

  it('returns undefined for an empty success', async () => {
    fakeServer(inTurn(() => new Response(null, { status: 204 })));
    await expect(http.delete('/rooms/1')).resolves.toBeUndefined();
  });

  it('retries a GET twice on a transient status, after 300 ms then 600 ms, then throws', async () => {
    const fetchMock = fakeServer(inTurn(serverError, serverError, serverError)).fetch;
    const result = settle(http.get('/rooms'));

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(599);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const { error } = (await result) as { error: HttpError };
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each([408, 413, 429, 500, 502, 503, 504])('retries on %i and returns the later success', async (status) => {
    const fetchMock = fakeServer(
      inTurn(
        () => json(status, {}),
        () => json(200, { ok: true }),
      ),
    ).fetch;
    const result = settle(http.put('/rooms/1', { name: 'A' }));
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ value: { ok: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each(['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE'] as const)('retries %s', async (method) => {
    const fetchMock = fakeServer(inTurn(serverError, serverError, serverError)).fetch;
    const result = settle(request(method, '/x'));
    await vi.runAllTimersAsync();
    await result;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it.each(['POST', 'PATCH'] as const)('never retries %s', async (method) => {
    const fetchMock = fakeServer(inTurn(serverError, serverError)).fetch;
    const result = settle(request(method, '/contact', { body: {} }));
    await vi.runAllTimersAsync();
    expect(((await result) as { error: unknown }).error).toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry %i', async (status) => {
    const fetchMock = fakeServer(
      inTurn(
        () => json(status, {}),
        () => json(200, {}),
      ),
    ).fetch;
    const result = settle(http.get('/x'));
    await vi.runAllTimersAsync();
    expect(((await result) as { error: HttpError }).error.status).toBe(status);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('honours the retries option', async () => {
    const fetchMock = fakeServer(inTurn(serverError, serverError)).fetch;
    const result = settle(http.get('/x', { retries: 0 }));
    await vi.runAllTimersAsync();
    await result;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a GET after a network failure, then reports it', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const fetchMock = fakeServer(inTurn(offline, offline, offline)).fetch;
    const result = settle(http.get('/x'));
    await vi.runAllTimersAsync();
    const { error } = (await result) as { error: HttpNetworkError };
    expect(error).toBeInstanceOf(HttpNetworkError);
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('Retry-After', () => {
  it('waits the number of seconds the server asks', async () => {
    const fetchMock = fakeServer(
      inTurn(
        () => json(429, {}, { 'Retry-After': '2' }),
        () => json(200, {}),
      ),
    ).fetch;
    const result = settle(http.get('/x'));

    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await result;
  });

  it('waits until an HTTP date', async () => {
    vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
    const later = 'Mon, 02 Mar 2026 10:00:05 GMT';
    const fetchMock = fakeServer(
      inTurn(
        () => json(503, {}, { 'Retry-After': later }),
        () => json(200, {}),
      ),
    ).fetch;
    const result = settle(http.get('/x'));

    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await result;
  });

  it('gives up at once when the server asks for a wait too long to keep a person waiting', async () => {
    const fetchMock = fakeServer(inTurn(() => json(503, {}, { 'Retry-After': '3600' }))).fetch;
    const { error } = (await settle(http.get('/x'))) as { error: HttpError };
    expect(error.status).toBe(503);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('timeout and abort', () => {
  it('fails after 10 s with the spec message and does not retry', async () => {
    const fetchMock = fakeServer(hanging).fetch;
    const result = settle(http.get('/slow'));

    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);

    const { error } = (await result) as { error: HttpTimeoutError };
    expect(error).toBeInstanceOf(HttpTimeoutError);
    expect(error.message).toBe('Request timed out: GET /api/slow');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('accepts a custom timeout', async () => {
    fakeServer(hanging);
    const result = settle(http.post('/contact', {}, { timeoutMs: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    expect(((await result) as { error: Error }).error.message).toBe('Request timed out: POST /api/contact');
  });

  it("rethrows the caller's abort and stops retrying", async () => {
    const fetchMock = fakeServer(inTurn(serverError, serverError)).fetch;
    const controller = new AbortController();
    const result = settle(http.get('/x', { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new DOMException('Navigation', 'AbortError'));
    await vi.runAllTimersAsync();
    expect(((await result) as { error: DOMException }).error.name).toBe('AbortError');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('errors', () => {
  it('exposes the status, the request and the API error body', async () => {
    fakeServer(
      inTurn(() =>
        json(400, {
          code: 'VALIDATION_ERROR',
          message: 'Certaines informations sont invalides.',
          requestId: 'req-42',
          issues: [{ path: ['email'], message: 'Adresse e-mail invalide' }],
        }),
      ),
    );

    const { error } = (await settle(http.post('/contact', {}))) as { error: HttpError };

    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Request failed with status code 400: POST /api/contact');
    expect(error).toMatchObject({
      status: 400,
      method: 'POST',
      url: '/api/contact',
      code: 'VALIDATION_ERROR',
      apiMessage: 'Certaines informations sont invalides.',
      requestId: 'req-42',
      issues: [{ path: 'email', message: 'Adresse e-mail invalide' }],
    });
  });

  it('keeps a non-API error body without inventing fields', async () => {
    fakeServer(inTurn(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })));
    const result = settle(http.post('/contact', {}));
    const { error } = (await result) as { error: HttpError };
    expect(error.body).toBe('<html>Bad gateway</html>');
    expect(error.apiMessage).toBeUndefined();
    expect(error.code).toBeUndefined();
  });

  it('validates the success body with the given schema', async () => {
    const schema = {
      parse(data: unknown) {
        if (typeof data !== 'object' || data === null || !('id' in data)) throw new Error('id manquant');
        return data as { id: string };
      },
    };
    fakeServer(
      inTurn(
        () => json(200, { id: 'x' }),
        () => json(200, { nope: true }),
      ),
    );

    await expect(http.get('/a', { parse: schema })).resolves.toEqual({ id: 'x' });
    const { error } = (await settle(http.get('/a', { parse: schema }))) as { error: HttpParseError };
    expect(error).toBeInstanceOf(HttpParseError);
    expect(error.message).toBe('Invalid response format from server: GET /api/a');
  });
});
