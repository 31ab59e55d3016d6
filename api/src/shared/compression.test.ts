import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression, markPrecompressed } from './compression';

const rooms = Array.from({ length: 30 }, (_, i) => ({ id: i, name: `Salle polyvalente n°${i}`, description: 'Parquet, vestiaires, éclairage LED.' }));
const BIG = { data: rooms, total: rooms.length };
const SMALL = { status: 'ok', detail: 'é'.repeat(100) };

function compressedApp() {
  return (
    new Hono()
      .use(compression())
      .get('/big', (c) => c.json(BIG))
      .post('/big', (c) => c.json(BIG, 201, { 'X-Request-Id': 'abc' }))
      .get('/small', (c) => c.json(SMALL, 202))
      // A page built per request, with its ETag (the composed index.html).
      .get('/page', (c) => c.body(PAGE, 200, { 'Content-Type': 'text/html; charset=utf-8', ETag: '"p1"' }))
      .get('/small-file.js', (c) => c.body(SMALL_SCRIPT, 200, { 'Content-Type': 'text/javascript', ETag: '"v1"' }))
      // A file compressed ahead (a build's `.br`, a published version's stored bytes): sent as it is.
      .get('/precompressed.js', (c) => c.body(PRECOMPRESSED_SCRIPT, 200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'br', Vary: 'Accept-Encoding' }))
      // The same file for a client that accepts no encoding it has, or one that compression does not shrink.
      .get('/as-built.js', (c) => {
        markPrecompressed(c);
        return c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript' });
      })
  );
}
const PAGE = `<!doctype html><html lang="fr"><body>${'<p>Bienvenue au club.</p>'.repeat(100)}</body></html>`;
const SMALL_SCRIPT = `var e=${JSON.stringify('abc'.repeat(100))};export{e as t};`;
const SCRIPT = `export const text = ${JSON.stringify('Bienvenue au club. '.repeat(200))};`;
const PRECOMPRESSED_SCRIPT = brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

const transports = [
  { name: 'in-process', fetch: (path: string, init?: RequestInit) => compressedApp().request(path, init) },
  { name: 'over HTTP (Node)', fetch: (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init) },
];
let origin = '';
let server: ReturnType<typeof serve> | undefined;

beforeAll(async () => {
  server = serve({ fetch: compressedApp().fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server!.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

// Node's fetch decodes compressed bodies itself: the raw bytes are read with `Accept-Encoding` set by hand
// and checked by decoding them here (in-process nothing decodes).
async function rawBody(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

describe.each(transports)('compression of per-request JSON, $name', ({ name, fetch: get }) => {
  const decoded = async (res: Response, encoding: 'br' | 'gzip') => {
    const bytes = await rawBody(res);
    if (name !== 'in-process') return bytes.toString();
    return (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();
  };

  it('compresses a JSON answer over 1 KB with brotli or gzip, keeping its status and headers', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get('/big', { method: 'POST', headers: { 'Accept-Encoding': encoding } });
      expect(res.status).toBe(201);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(res.headers.get('x-request-id')).toBe('abc');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(await decoded(res, encoding))).toEqual(BIG);
    }
  });

  it('sends a small answer as it is, once read, and nothing compressed to a client that did not ask', async () => {
    const small = await get('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.status).toBe(202);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual(SMALL);

    const plain = await get('/big', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    expect(await plain.json()).toEqual(BIG);
  });

  it('compresses a page built per request, its ETag made weak, and leaves a file under 1 KB as it is', async () => {
    const res = await get('/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('etag')).toBe('W/"p1"');
    expect(await decoded(res, 'br')).toBe(PAGE);

    expect(SMALL_SCRIPT.length).toBeLessThan(1024);
    const small = await get('/small-file.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('etag')).toBe('"v1"');
    expect(await small.text()).toBe(SMALL_SCRIPT);
  });

  it('sends an answer that already has a Content-Encoding as it is: same bytes, no second encoding, one Vary', async () => {
    for (const accept of ['br', 'gzip, br', 'gzip']) {
      const res = await get('/precompressed.js', { headers: { 'Accept-Encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      // In process, the bytes as the route gave them; over HTTP, their length as sent (Node's fetch decodes them).
      if (name === 'in-process') expect(await rawBody(res)).toEqual(PRECOMPRESSED_SCRIPT);
      else {
        expect(Number(res.headers.get('content-length'))).toBe(PRECOMPRESSED_SCRIPT.byteLength);
        expect(await res.text()).toBe(SCRIPT);
      }
    }
  });

  it('sends an answer marked as precompressed without an encoding as it is, with Vary', async () => {
    const res = await get('/as-built.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    if (name !== 'in-process') expect(Number(res.headers.get('content-length'))).toBe(SCRIPT.length);
    expect(await res.text()).toBe(SCRIPT);
  });
});
