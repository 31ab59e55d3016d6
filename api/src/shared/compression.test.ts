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
  const get = (path: string) => fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br' } });
  // Node's fetch decodes the body: the compressed size is the one the server announces.
  const answered = async (path: string) => {
    const res = await get(path);
    const text = await res.text();
    return { encoding: res.headers.get('content-encoding'), length: Number(res.headers.get('content-length')), text };
  };

  it('answers at once at a quick quality while the best one runs off the event loop, then the best one', async () => {
    // Requests arriving together share the quick compression.
    const [first, second] = await Promise.all([answered('/large-file.js'), answered('/large-file.js')]);
    for (const answer of [first, second]) {
      expect(answer.encoding).toBe('br');
      expect(answer.text).toBe(LARGE_SCRIPT);
    }
    expect(second.length).toBe(first.length);
    // Brotli 11 of a megabyte takes hundreds of milliseconds: meanwhile other requests are answered, and
    // the file again at the quick quality (on the event loop, neither could be answered before it ends).
    expect((await answered('/small')).text).toBe(JSON.stringify(SMALL));
    expect((await answered('/large-file.js')).length).toBe(first.length);
    // Then the best compression, kept for every later request.
    let best = first;
    for (let attempt = 0; attempt < 100 && best.length >= first.length; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      best = await answered('/large-file.js');
    }
    expect(best.text).toBe(LARGE_SCRIPT);
    expect(best.length).toBeLessThan(first.length);
    expect((await answered('/large-file.js')).length).toBe(best.length);
  });

  it('remembers a static file that compression does not make smaller, and sends it as it is', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const tiny = await answered('/tiny-file.js');
      expect(tiny.encoding).toBeNull();
      expect(tiny.text).toBe('let a=1;');
    }
  });
});
