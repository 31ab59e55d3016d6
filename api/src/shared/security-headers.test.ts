import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { requestId } from './request-id';
import { securityHeaders } from './security-headers';

function headersApp() {
  return (
    new Hono<AppEnv>()
      .use(requestId())
      .use(securityHeaders({ remoteOrigins: [], production: true }))
      .get('/json', (c) => c.json({ id: c.get('requestId') }))
      .get('/assets/index-AbCdEf12.js', (c) => c.body('export{}', 200, { 'Content-Type': 'text/javascript' }))
      .get('/remotes/mf-public/remoteEntry.js', (c) => c.body('export{}', 200, { 'Content-Type': 'text/javascript' }))
      .get('/own-policy', (c) => {
        c.header('Content-Security-Policy', "default-src 'none'");
        return c.text('page');
      })
      // What better-auth's handler and static files give back: a Response built outside the context.
      .get('/raw', () => new Response('raw', { headers: { 'X-Frame-Options': 'SAMEORIGIN' } }))
  );
}

// The same headers whether the app is served by @hono/node-server or called in-process (app.request).
const transports = [
  { name: 'in-process', fetch: (path: string, init?: RequestInit) => headersApp().request(path, init) },
  { name: 'over HTTP (Node)', fetch: (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init) },
];
let origin = '';
let server: ReturnType<typeof serve> | undefined;

beforeAll(async () => {
  server = serve({ fetch: headersApp().fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

describe.each(transports)('security headers and request id, $name', ({ fetch: get }) => {
  it('puts the hardening headers and a request id on a JSON answer', async () => {
    const res = await get('/json');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual({ id });
  });

  it('keeps a valid incoming request id and replaces an invalid one', async () => {
    expect((await get('/json', { headers: { 'X-Request-Id': 'abc-123=' } })).headers.get('x-request-id')).toBe('abc-123=');
    const replaced = await get('/json', { headers: { 'X-Request-Id': 'a b<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await get('/json', { headers: { 'X-Request-Id': 'a'.repeat(256) } });
    expect(tooLong.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lets a handler's own policy win, and sends one value per header", async () => {
    const res = await get('/own-policy');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toBe('page');
  });

  it('covers a Response built outside the context, its own headers winning', async () => {
    const res = await get('/raw');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.text()).toBe('raw');
  });

  it('gives build files nosniff only: no document headers, no request id', async () => {
    for (const path of ['/assets/index-AbCdEf12.js', '/remotes/mf-public/remoteEntry.js']) {
      const res = await get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
        'permissions-policy',
        'strict-transport-security',
        'x-request-id',
      ]) {
        expect(res.headers.get(name), `${path} ${name}`).toBeNull();
      }
      expect(await res.text()).toBe('export{}');
    }
  });
});
