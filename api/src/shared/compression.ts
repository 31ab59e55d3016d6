import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
/** Per-request responses under this size are sent as they are (compressing them costs more CPU than it saves). */
const MIN_BYTES = 1024;
/** `Content-Encoding: br` and the weak ETag's `W/`: what a compressed answer adds to the headers. */
const ENCODING_HEADER_BYTES = 26;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Remembered for a static file that compression does not make smaller. */
const AS_IS = new Uint8Array(0);

function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

const brotliCompressAsync = promisify<Uint8Array, BrotliOptions, Buffer>(brotliCompress);
const gzipAsync = promisify<Uint8Array, { level: number }, Buffer>(gzip);
const brotliOptions = (bytes: Uint8Array, quality: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
});

/**
 * Per-request responses such as API JSON, where brotli's top quality would cost milliseconds of CPU on every
 * call for a few bytes saved. Brotli 3 rather than 5: a rooms page (6.7 KB) in 33 µs instead of 58 µs, 1,261
 * bytes instead of 1,222 (measured).
 */
function compressFast(bytes: Uint8Array, encoding: Encoding): Uint8Array {
  return encoding === 'gzip' ? gzipSync(bytes, { level: 6 }) : brotliCompressSync(bytes, brotliOptions(bytes, 3));
}

/**
 * Static files, once each, at top quality, on libuv's thread pool: brotli 11 takes about a second for the
 * shell's entry (537 KB), which on the event loop would hold every other request of the site meanwhile.
 */
function compressStatic(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  return encoding === 'gzip' ? gzipAsync(bytes, { level: 9 }) : brotliCompressAsync(bytes, brotliOptions(bytes, 11));
}

/**
 * A static file asked for while its top-quality compression is not ready: brotli 5 on the thread pool, the
 * shell's entry in 18 ms instead of 990 ms for 160.8 KB instead of 145.4 KB (measured): under 0.1 s more at
 * 1.6 Mbit/s instead of a second's wait for the first visitors after a start or a publish.
 */
function compressStaticQuickly(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  return encoding === 'gzip' ? gzipAsync(bytes, { level: 6 }) : brotliCompressAsync(bytes, brotliOptions(bytes, 5));
}

/** A body's bytes, read chunk by chunk: `clone().arrayBuffer()` cost more than compressing them (82 µs for 6.7 KB). */
async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Brotli or gzip for compressible responses that get smaller. Responses carrying an ETag (static files)
 * are compressed once at maximum quality, whatever their size, off the event loop, and kept in memory,
 * keyed by ETag and encoding, so a rebuilt file (new ETag) is compressed again and nothing needs a
 * build-time step; requests arriving before that compression is done get a quick one (shared by those
 * arriving together) instead of waiting for it. Other responses (API JSON) are compressed per request from 1 KB.
 */
export function compression(): MiddlewareHandler {
  const cache = new Map<string, Uint8Array>();
  const compressing = new Map<string, Promise<unknown>>();
  const quick = new Map<string, Promise<Uint8Array>>();
  let cachedBytes = 0;
  const remember = (key: string, bytes: Uint8Array) => {
    // Each key once (a compression may end after another request restarted it).
    if (cache.has(key) || bytes.byteLength > CACHE_MAX_BYTES / 4) return;
    while (cachedBytes + bytes.byteLength > CACHE_MAX_BYTES) {
      const oldest = cache.keys().next().value as string;
      cachedBytes -= cache.get(oldest)?.byteLength ?? 0;
      cache.delete(oldest);
    }
    cache.set(key, bytes);
    cachedBytes += bytes.byteLength;
  };

  return async (c, next) => {
    await next();
    const res = c.res;
    // `res.body` is read last: on @hono/node-server it turns the lightweight response into a full one.
    if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return;
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    const etag = res.headers.get('ETag');
    const key = etag ? `${etag}|${encoding}` : undefined;
    let compressed = key ? cache.get(key) : undefined;
    // A file that compression does not make smaller: sent as it is, unread.
    if (compressed === AS_IS) return;
    if (compressed) await res.body.cancel();
    else {
      const bytes = await readAll(res.body);
      // Static files are compressed once, whatever their size: a 700-byte chunk still loses a third.
      if (key) {
        if (!compressing.has(key)) {
          const best = compressStatic(bytes, encoding)
            .then((result) => {
              remember(key, result.byteLength + ENCODING_HEADER_BYTES < bytes.byteLength ? result : AS_IS);
            })
            // A failed compression is tried again by the next request; the quick one answers meanwhile.
            .catch(() => undefined)
            .finally(() => compressing.delete(key));
          compressing.set(key, best);
        }
        let pending = quick.get(key);
        if (!pending) {
          pending = compressStaticQuickly(bytes, encoding).finally(() => quick.delete(key));
          quick.set(key, pending);
        }
        compressed = await pending;
      } else compressed = bytes.byteLength >= MIN_BYTES ? compressFast(bytes, encoding) : undefined;
      if (!compressed || compressed.byteLength + ENCODING_HEADER_BYTES >= bytes.byteLength) {
        // Not worth it. The body has been read: the same answer again, from its bytes.
        c.res = undefined;
        c.res = new Response(bytes, { status: res.status, statusText: res.statusText, headers: res.headers });
        return;
      }
    }
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    // The compressed bytes differ from the identity ones: a strong validator would lie (RFC 9110 §8.8.1).
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    // Hono merges the previous response's headers into a new one: clear it first so ours win.
    c.res = undefined;
    c.res = new Response(compressed, { status: res.status, headers });
  };
}
