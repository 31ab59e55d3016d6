import { ApiErrorSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from './shared/logger';
import { createTestApp, jsonRequest } from './testing/test-app';
import { testDatabases, type TestDatabase } from './testing/test-database';

const [sqlite] = testDatabases() as [TestDatabase];
let database: Awaited<ReturnType<TestDatabase['open']>>;
beforeAll(async () => {
  database = await sqlite.open();
});
afterAll(() => database.dispose());

describe('error shape', () => {
  it('answers an unknown /api route with 404 JSON in French', async () => {
    const res = await createTestApp(database).request('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = ApiErrorSchema.strict().parse(await res.json());
    expect(body).toEqual({ code: 'NOT_FOUND', message: "La ressource demandée n'existe pas.", requestId: res.headers.get('x-request-id') });
  });

  it('answers a known route with the wrong method with 405 and Allow', async () => {
    const app = createTestApp(database);
    const res = await app.request('/api/contact');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED', message: "Cette méthode n'est pas autorisée pour cette adresse." });
    expect((await app.request('/api/nope', { method: 'POST' })).status).toBe(404);
  });

  it('answers an oversized body with 413', async () => {
    const res = await createTestApp(database).request('/api/contact', jsonRequest({ message: 'a'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'La requête est trop volumineuse.' });
  });

  it('answers an unexpected failure with 500, logs it, and leaks no detail', async () => {
    const lines: string[] = [];
    const broken = await sqlite.open();
    const app = createTestApp(broken, { logger: createLogger('info', (line) => lines.push(line)) });
    await broken.destroy();
    const res = await app.request('/api/contact', jsonRequest({ name: 'A', email: 'a@b.fr', subject: 'S', message: '0123456789', consent: true }));
    await broken.dispose();
    expect(res.status).toBe(500);
    const body = ApiErrorSchema.strict().parse(await res.json());
    expect(body).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
      requestId: res.headers.get('x-request-id'),
    });
    const failure = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.message === 'request failed');
    expect(failure).toMatchObject({ level: 'error', requestId: body.requestId, path: '/api/contact' });
  });
});

describe('request id and logs', () => {
  it('propagates an incoming x-request-id to the response, the error body and the log line', async () => {
    const lines: string[] = [];
    const app = createTestApp(database, { logger: createLogger('info', (line) => lines.push(line)) });
    const res = await app.request('/api/nope', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(await res.json()).toMatchObject({ requestId: 'abc-123' });
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ message: 'request', method: 'GET', path: '/api/nope', status: 404, requestId: 'abc-123' });
    expect(JSON.parse(lines.at(-1) ?? '{}').ms).toEqual(expect.any(Number));
  });

  it('generates one when absent', async () => {
    const res = await createTestApp(database).request('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers, allowing configured remote origins', async () => {
    const app = createTestApp(database, { env: { REMOTE_ORIGINS: 'https://cdn.example.org/remotes' } });
    const res = await app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://cdn.example.org");
    expect(csp).toContain("connect-src 'self' https://cdn.example.org");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('CORS', () => {
  const app = () => createTestApp(database, { env: { CORS_ORIGINS: 'https://admin.example.org, http://localhost:5173' } });

  it('allows configured origins with credentials', async () => {
    const res = await app().request('/api/health', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await app().request('/api/contact', {
      method: 'OPTIONS',
      headers: { Origin: 'https://admin.example.org', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://admin.example.org');
  });

  it('gives any other origin no CORS header at all', async () => {
    const res = await app().request('/api/health', { headers: { Origin: 'https://evil.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
