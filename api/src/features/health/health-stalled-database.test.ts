import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../db/database';
import { silentServer } from '../../testing/silent-server';
import { createTestApp } from '../../testing/test-app';

// Ports of this suite (3400–3499 are the resilience tests'): a PostgreSQL that accepts TCP and never answers.
const SILENT_POSTGRES_PORT = 3410;

const timed = async (request: Response | Promise<Response>) => {
  const started = Date.now();
  const res = await request;
  return { res, ms: Date.now() - started };
};

describe('a PostgreSQL that accepts connections and never answers', () => {
  let server: Awaited<ReturnType<typeof silentServer>>;
  let database: DatabaseHandle;
  beforeAll(async () => {
    server = await silentServer(SILENT_POSTGRES_PORT);
    // A connect timeout longer than the bounds under test: the health deadline and the request timeout answer first.
    database = createDatabase(server.url, { baseDir: process.cwd(), timeouts: { connectMs: 8000, statementMs: 8000, idleInTransactionMs: 8000 } });
  });
  afterAll(async () => {
    await server.close();
    await database.destroy().catch(() => undefined);
  });

  it('leaves /api/health answering 503 within its bound instead of pending', async () => {
    const { res, ms } = await timed(createTestApp(database).request('/api/health'));
    expect(res.status).toBe(503);
    expect(ms).toBeLessThan(4000);
    expect(await res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'La base de données est indisponible.', requestId: res.headers.get('x-request-id') });
  });

  it('answers any request 503 in the French error shape after REQUEST_TIMEOUT_MS', async () => {
    const app = createTestApp(database, { env: { REQUEST_TIMEOUT_MS: '300' } });
    const { res, ms } = await timed(app.request('/api/sections'));
    expect(res.status).toBe(503);
    expect(ms).toBeLessThan(2000);
    expect(await res.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Le serveur met trop de temps à répondre. Réessayez dans quelques instants.',
      requestId: res.headers.get('x-request-id'),
    });
  });

  it('gives up connecting after DATABASE_CONNECT_TIMEOUT_MS', async () => {
    const quick = createDatabase(server.url, { baseDir: process.cwd(), timeouts: { connectMs: 300, statementMs: 1000, idleInTransactionMs: 1000 } });
    const started = Date.now();
    await expect(quick.db.selectFrom('sections').select('id').execute()).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(2000);
    await quick.destroy().catch(() => undefined);
  });
});
