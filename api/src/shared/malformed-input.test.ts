import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { TEST_ORIGIN } from '../testing/auth-helpers';
import { databaseFingerprint } from '../testing/database-fingerprint';
import { checkErrorReply } from '../testing/error-reply';
import { createTestApp, fakeSiteRoot, jsonRequest } from '../testing/test-app';
import { testDatabases, type TestDatabase } from '../testing/test-database';
import { MAX_JSON_DEPTH } from './json-depth';
import { createLogger } from './logger';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Issue 27, item 5: a malformed address or a too deep body from a visitor is a 400, never a 500 with a stack trace. */
describe.each(testDatabases())('malformed addresses and bodies on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  const errors: unknown[] = [];

  beforeAll(async () => {
    database = await testDatabase.open();
    const logger = createLogger('error', (line) => errors.push(JSON.parse(line)));
    app = createTestApp(database, { logger, rootDir: fakeSiteRoot({ 'shell/dist/index.html': '<!doctype html><html><head><title>Club</title></head></html>' }) });
  });
  afterAll(() => database.dispose());

  it.each(['/blog/%E0%A4%A', '/%E0%A4%A', '/admin/%C0%AF', '/blog/rss.xml?x=%E0%A4%A', '/remotes/mf-public/1/%ZZ.js', '/assets/%E0%A4%A.js', '/contact?q=100%'])(
    'answers the site address %s with a French 400 page',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('text/html');
      const html = await res.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<h1>Adresse invalide</h1>');
      expect(errors).toEqual([]);
    },
  );

  it.each([
    ['GET', '/api/sections/%E0%A4%A'],
    ['GET', '/api/sections?search=%E0%A4%A'],
    ['GET', '/api/blog/articles?tag=%'],
    ['GET', '/api/auth/get-session?x=%E0'],
    ['POST', '/api/telemetry/remote-failures?x=%ZZ'],
    ['DELETE', '/api/complexes/%C0%AF'],
  ])('answers %s %s with the error shape, code MALFORMED_URL', async (method, path) => {
    const res = await app.request(path, { method, headers: { Origin: TEST_ORIGIN } });
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(checkErrorReply(res, text)).toEqual([]);
    expect(JSON.parse(text)).toMatchObject({ code: 'MALFORMED_URL' });
    expect(errors).toEqual([]);
  });

  it('still serves a well-encoded address', async () => {
    expect((await app.request('/blog/%C3%A9t%C3%A9-2026')).status).toBe(200);
    expect((await app.request('/api/sections?search=%C3%A9t%C3%A9')).status).toBe(200);
  });

  it.each(['/api/telemetry/remote-failures', '/api/contact', '/api/auth/sign-up/email', '/api/auth/sign-in/email'])(
    'refuses a 15,000-deep JSON array posted to %s with 400 JSON_TOO_DEEP, writing nothing',
    async (path) => {
      const before = await databaseFingerprint(database);
      const res = await app.request(path, jsonRequest(nested(15_000), { Origin: TEST_ORIGIN }));
      const text = await res.text();
      expect(res.status).toBe(400);
      expect(checkErrorReply(res, text)).toEqual([]);
      expect(JSON.parse(text)).toMatchObject({ code: 'JSON_TOO_DEEP', message: expect.stringContaining(`${MAX_JSON_DEPTH} au plus`) });
      expect(await databaseFingerprint(database)).toBe(before);
      expect(errors).toEqual([]);
    },
  );

  it('reads a body at the limit as usual: the contract refuses it', async () => {
    const res = await app.request('/api/telemetry/remote-failures', jsonRequest(nested(MAX_JSON_DEPTH), { Origin: TEST_ORIGIN }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
