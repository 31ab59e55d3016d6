import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The text files of a build: the ones that compress (images and fonts already are compressed). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.svg', '.webmanifest', '.txt', '.xml']);

export const isCompressible = (path: string) => COMPRESSIBLE.has(extname(path).toLowerCase());

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What an encoded answer adds to its headers: it must save more than that to be worth sending. */
const headerBytes = (encoding: 'br' | 'gzip') => `Content-Encoding: ${encoding}\r\n`.length;

/**
 * A file's brotli (quality 11) and gzip (level 9) forms, on libuv's thread pool, each only when it is smaller
 * than the file by more than the header it adds (null otherwise). Paid once, at build or at publish
 * (docs/decisions/162, 164), never at request time.
 */
export async function compressedForms(bytes: Uint8Array): Promise<{ br: Uint8Array | null; gzip: Uint8Array | null }> {
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  const worth = (compressed: Buffer, encoding: 'br' | 'gzip') =>
    compressed.byteLength + headerBytes(encoding) < bytes.byteLength ? new Uint8Array(compressed) : null;
  return { br: worth(br, 'br'), gzip: worth(gz, 'gzip') };
}
