import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression } from './compression';

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
      // A small build file (ETag set, as static files have): compressed too, once.
      .get('/small-file.js', (c) => c.body(SMALL_SCRIPT, 200, { 'Content-Type': 'text/javascript', ETag: '"v1"' }))
      .get('/tiny-file.js', (c) => c.body('let a=1;', 200, { 'Content-Type': 'text/javascript', ETag: '"v2"' }))
      .get('/large-file.js', (c) => c.body(LARGE_SCRIPT, 200, { 'Content-Type': 'text/javascript', ETag: '"v3"' }))
  );
}
const SMALL_SCRIPT = `var e=${JSON.stringify('abc'.repeat(100))};export{e as t};`;
/** About a megabyte of minified-looking code: brotli 11 takes hundreds of milliseconds on it. */
const LARGE_SCRIPT = (() => {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const words = ['function', 'return', 'const', 'let', 'if', 'else', 'for', 'this', 'null', 'true', 'false', 'new', 'typeof'];
  const parts: string[] = [];
  for (let i = 0; i < 60_000; i += 1) parts.push(`${words[next() % words.length]} a${next() % 5000}=${next() % 100000};`);
  return parts.join('');
})();

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

  it('compresses a small static file (it carries an ETag) unless that would not make it smaller', async () => {
    expect(SMALL_SCRIPT.length).toBeLessThan(1024);
    const res = await get('/small-file.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('etag')).toBe('W/"v1"');
    expect(await decoded(res, 'br')).toBe(SMALL_SCRIPT);

    const tiny = await get('/tiny-file.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('let a=1;');
  });
});

describe('compression of a large static file, over HTTP', () => {
  // Times from one start: the client shares this process's event loop with the server.
  let start = 0;
  const timed = async (path: string) => {
    const res = await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br' } });
    const bytes = await rawBody(res);
    return { res, bytes, doneAt: performance.now() - start };
  };

  it('keeps answering other requests while it compresses; a request arriving meanwhile gets the same answer', async () => {
    start = performance.now();
    const first = timed('/large-file.js');
    const second = timed('/large-file.js');
    // By then the server has the first request and compresses its file (hundreds of milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const other = await timed('/small');
    const [large, again] = await Promise.all([first, second]);
    // Compressed on the event loop, the other request would be answered only after the compression.
    expect(other.doneAt).toBeLessThan(large.doneAt / 2);
    for (const { res, bytes } of [large, again]) {
      expect(res.headers.get('content-encoding')).toBe('br');
      // Node's fetch has decoded the body already.
      expect(bytes.toString()).toBe(LARGE_SCRIPT);
    }
  });
});
