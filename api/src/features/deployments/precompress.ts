import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { BuildFiles } from '@club/federation/registry';
import { contentTypeOf } from '../static-site/static-files';
import type { StoredFile } from './remote-versions.repository';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|json|map|svg|html|txt)$/i;

/** The file's hash, kept with it (the screen's sizes and a later integrity check need no rehash). */
const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url');

/** The smaller form, or null when compression does not pay (an already compressed image, a tiny file). */
const smaller = (compressed: Uint8Array, original: Uint8Array) => (compressed.byteLength + 32 < original.byteLength ? new Uint8Array(compressed) : null);

/**
 * Each file of a build as it is stored: its type, SHA-256, and its brotli (quality 11) and gzip (level 9)
 * forms, made once here on libuv's thread pool so that no request ever compresses a remote file.
 */
export async function precompressFiles(files: BuildFiles): Promise<StoredFile[]> {
  return Promise.all(
    [...files].map(async ([path, body]): Promise<StoredFile> => {
      const compressible = COMPRESSIBLE.test(path) && body.byteLength > 0;
      const [br, gz] = compressible
        ? await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
            gzipAsync(body, { level: 9 }),
          ])
        : [undefined, undefined];
      return {
        path,
        content_type: contentTypeOf(path),
        sha256: sha256Of(body),
        body,
        body_br: br ? smaller(br, body) : null,
        body_gzip: gz ? smaller(gz, body) : null,
      };
    }),
  );
}
