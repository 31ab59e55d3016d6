import { Hono } from 'hono';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { createErrorHandler } from './error-handler';
import { createLogger } from './logger';
import { readJsonBody } from './validation';

const app = new Hono<AppEnv>().post('/', async (c) => c.json(await readJsonBody(c, z.object({ name: z.string({ error: 'Le nom est requis' }) }))));
app.onError(createErrorHandler(createLogger('silent')));

describe('readJsonBody', () => {
  it("words zod's own refusals in French too (a body that is not an object)", async () => {
    const res = await app.request('/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[1, 2]' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: '', message: 'Entrée invalide : objet attendu, tableau reçu' }] });
  });

  it('refuses a U+0000 anywhere in the body before any query (PostgreSQL would fail on it)', async () => {
    const res = await app.request('/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'a\u0000b' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('caractère nul') });
  });
});
