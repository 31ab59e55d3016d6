import { createHash } from 'node:crypto';
import { compressedForms, isCompressible, type BuildFiles } from '@club/federation/registry';
import { contentTypeOf } from '../static-site/static-files';
import type { StoredFile } from './stored-file';

/** The file's hash, kept with it (the screen's sizes and a later integrity check need no rehash). */
const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url');

/**
 * Each file of a build as it is stored: its type, SHA-256, and its brotli and gzip forms (the shell's build
 * makes the same ones, ADR 164), made once here so that no request ever compresses a remote file.
 */
export async function precompressFiles(files: BuildFiles): Promise<StoredFile[]> {
  return Promise.all(
    [...files].map(async ([path, body]): Promise<StoredFile> => {
      const forms = isCompressible(path) && body.byteLength > 0 ? await compressedForms(body) : { br: null, gzip: null };
      return { path, content_type: contentTypeOf(path), sha256: sha256Of(body), body, body_br: forms.br, body_gzip: forms.gzip };
    }),
  );
}
