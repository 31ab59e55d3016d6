import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { readStreamBytes } from './read-stream';

type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;
/** Responses under this size are sent as they are (compressing them costs more CPU than it saves). */
const MIN_BYTES = 1024;
/** `Content-Encoding: br` and the weak ETag's `W/`: what a compressed answer adds to the headers. */
const ENCODING_HEADER_BYTES = 26;

function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * Per-request responses such as API JSON, where brotli's top quality would cost CPU on every call for a few
 * bytes saved: brotli 3 (the figures behind that choice: docs/decisions/060-api-request-path.md).
 */
function compressFast(bytes: Uint8Array, encoding: Encoding): Uint8Array {
  if (encoding === 'gzip') return gzipSync(bytes, { level: 6 });
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } });
}

const precompressed = new WeakSet<Context>();

/**
 * Says that the request's answer was compressed ahead of time, at build or at publish: it is sent as it is,
 * the encoded bytes when it has a `Content-Encoding`, and also when it has none (the client accepts no
 * encoding, or compression did not make that file smaller, docs/decisions/164-precompressed-shell-files.md).
 */
export function markPrecompressed(c: Context): void {
  precompressed.add(c);
}

const variesOnEncoding = (vary: string | null) => vary !== null && /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary);

/**
 * Brotli (quality 3) or gzip (level 6), per request, for compressible answers of 1 KB or more that get
 * smaller: API JSON, the composed HTML. An answer that already has a `Content-Encoding` (a precompressed
 * file, a proxy's) or was marked with `markPrecompressed` is left as it is: files are compressed once at
 * build or publish, never here. Every compressible answer says `Vary: Accept-Encoding`, encoded or not.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // `res.body` is read last: on @hono/node-server it turns the lightweight response into a full one.
    if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding')) return;
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
    if (!variesOnEncoding(res.headers.get('Vary'))) res.headers.append('Vary', 'Accept-Encoding');
    if (precompressed.has(c)) return;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    const bytes = await readStreamBytes(res.body);
    const compressed = bytes.byteLength >= MIN_BYTES ? compressFast(bytes, encoding) : undefined;
    if (!compressed || compressed.byteLength + ENCODING_HEADER_BYTES >= bytes.byteLength) {
      // Not worth it. The body has been read: the same answer again, from its bytes.
      c.res = undefined;
      c.res = new Response(bytes, { status: res.status, statusText: res.statusText, headers: res.headers });
      return;
    }
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    // The compressed bytes differ from the identity ones: a strong validator would lie (RFC 9110 §8.8.1).
    const etag = res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    // Hono merges the previous response's headers into a new one: clear it first so ours win.
    c.res = undefined;
    c.res = new Response(compressed, { status: res.status, headers });
  };
}
