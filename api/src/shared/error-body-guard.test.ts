import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { errorBodyGuard } from './error-body-guard';
import { createLogger } from './logger';

function guarded() {
  const lines: Record<string, unknown>[] = [];
  const app = new Hono<AppEnv>()
    .use(requestId())
    .use(errorBodyGuard(createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>))))
    .get('/bare-500', () => new Response(null, { status: 500, statusText: 'Internal Server Error' }))
    .get('/empty-403', (c) => c.body(null, 403))
    .get('/zero-length-502', () => new Response('', { status: 502, headers: { 'Content-Length': '0' } }))
    .get('/said-409', (c) => c.json({ code: 'CONFLICT', message: 'Déjà pris.', requestId: 'r' }, 409))
    .get('/nothing', (c) => c.body(null, 204));
  return { app, lines };
}

describe('errorBodyGuard', () => {
  it('turns an empty error answer into the French error shape, and logs a 5xx', async () => {
    const { app, lines } = guarded();
    const res = await app.request('/bare-500');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
      requestId: res.headers.get('x-request-id'),
    });
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error', message: 'empty error response replaced', path: '/bare-500', status: 500 }));
    expect(await (await app.request('/empty-403')).json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('permissions') });
    const gateway = await app.request('/zero-length-502');
    expect(gateway.status).toBe(502);
    expect(await gateway.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it('leaves answers with a body, successes and HEAD alone', async () => {
    const { app } = guarded();
    expect(await (await app.request('/said-409')).json()).toEqual({ code: 'CONFLICT', message: 'Déjà pris.', requestId: 'r' });
    expect((await app.request('/nothing')).body).toBeNull();
    expect((await app.request('/empty-403', { method: 'HEAD' })).body).toBeNull();
  });
});
