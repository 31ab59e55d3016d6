import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { compressedForms, isCompressible } from '../registry/compressed-forms';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir`, each only when it is smaller
 * than the file by more than the `Content-Encoding` header it adds to the answer; otherwise removes a
 * sibling left by an earlier build, so that a server never sends stale bytes. Resolves to how many were written.
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter(isCompressible);
  // On libuv's thread pool: the files are compressed side by side.
  const written = await Promise.all(
    files.map(async (file) => {
      const forms = await compressedForms(await readFile(file));
      let count = 0;
      for (const [suffix, compressed] of [
        ['.br', forms.br],
        ['.gz', forms.gzip],
      ] as const) {
        if (compressed) {
          await writeFile(file + suffix, compressed);
          count += 1;
        } else await rm(file + suffix, { force: true });
      }
      return count;
    }),
  );
  return written.reduce((sum, count) => sum + count, 0);
}

/**
 * The shell's built files, precompressed once at build (docs/decisions/164-precompressed-shell-files.md): the API
 * sends the `.br` or `.gz` sibling as it is. It runs after every other step that writes into the build
 * folder (the prerendered pages are written at `writeBundle` too): place it last in the plugins.
 */
export function precompressBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'club:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const started = Date.now();
        const written = await precompressDir(resolve(config.root, config.build.outDir));
        config.logger.info(`précompression : ${written} fichiers .br / .gz (${Date.now() - started} ms)`);
      },
    },
  };
}
