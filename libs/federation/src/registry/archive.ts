import { promisify } from 'node:util';
import { createGunzip, gzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import { EntryChecks } from './archive-entries';
import { MAX_ARCHIVE_BYTES, MAX_TAR_BYTES, megabytes } from './archive-limits';
import type { BuildFiles } from './build-files';

/**
 * A remote build as one file to upload: tar.gz, the build's files at the archive's root
 * (docs/decisions/163-remote-build-archive.md).
 */

export type UnpackResult = { ok: true; files: BuildFiles } | { ok: false; problems: string[] };

/** Same files, same bytes: no dates, owners or modes of the machine that packed them. */
const FIXED = { mode: 0o644, mtime: new Date(0), uid: 0, gid: 0, uname: '', gname: '' } as const;

/** The build's files as a tar.gz, in path order, each a regular file named by its path. */
export async function packBuild(files: BuildFiles): Promise<Uint8Array> {
  const tar = pack();
  for (const path of [...files.keys()].sort()) {
    const bytes = files.get(path) ?? new Uint8Array();
    tar.entry({ ...FIXED, name: path, type: 'file' }, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(chunk as Buffer);
  return new Uint8Array(await promisify(gzip)(Buffer.concat(chunks)));
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** A problem of the whole stream, in French: why reading stopped. */
class StreamProblem extends Error {}

async function contentOf(entry: AsyncIterable<unknown>, keep: boolean): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) if (keep) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Reads the tar inside the gzip entry by entry, never more than MAX_TAR_BYTES decompressed: the
 * gzip is inflated only as fast as the entries are read, and reading stops when `checks` says so.
 */
async function readEntries(bytes: Uint8Array, checks: EntryChecks, files: Map<string, Uint8Array>): Promise<void> {
  const gunzip = createGunzip();
  const entries = extract();
  let inflated = 0;
  gunzip.on('data', (chunk: Buffer) => {
    inflated += chunk.byteLength;
    if (inflated > MAX_TAR_BYTES) {
      entries.destroy(new StreamProblem(`l'archive dépasse ${megabytes(MAX_TAR_BYTES)} une fois décompressée : lecture arrêtée.`));
      gunzip.destroy();
    }
  });
  gunzip.on('error', () => entries.destroy(new StreamProblem("l'archive est corrompue ou tronquée : sa compression gzip ne se lit pas jusqu'au bout.")));
  gunzip.pipe(entries);
  gunzip.end(bytes);
  try {
    for await (const entry of entries) {
      const verdict = checks.check(entry.header);
      if (verdict === 'stop') break;
      // Once a problem is found the archive is refused: the rest is only read for its problems.
      const keep = typeof verdict === 'object' && !checks.problems.length;
      const content = await contentOf(entry, keep);
      if (keep) files.set(verdict.keep, content);
    }
    checks.finish();
  } catch (error) {
    checks.problems.push(
      error instanceof StreamProblem ? error.message : "le contenu de l'archive n'est pas une archive tar lisible (en-tête invalide ou données tronquées).",
    );
  } finally {
    gunzip.unpipe(entries);
    gunzip.destroy();
  }
}

/**
 * The build's files from an uploaded tar.gz, or every reason to refuse it, in French, one sentence each
 * naming the entry: too large (compressed, decompressed, one file, too many entries), not a tar.gz, a
 * path that is absolute, climbs out with `..` or holds a backslash or a control character, a link or
 * any entry that is neither a regular file nor a folder, a name twice (case ignored), a file type no
 * remote build writes. Reading stops at the first limit crossed; nothing is written anywhere.
 */
export async function unpackBuild(bytes: Uint8Array): Promise<UnpackResult> {
  if (bytes.byteLength > MAX_ARCHIVE_BYTES) {
    return { ok: false, problems: [`l'archive pèse ${megabytes(bytes.byteLength)} : la limite est de ${megabytes(MAX_ARCHIVE_BYTES)} compressée.`] };
  }
  if (!isGzip(bytes)) return { ok: false, problems: ["l'archive n'est pas compressée avec gzip : une construction s'envoie en tar.gz."] };
  const checks = new EntryChecks();
  const files = new Map<string, Uint8Array>();
  await readEntries(bytes, checks, files);
  return checks.problems.length ? { ok: false, problems: checks.problems } : { ok: true, files: new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1))) };
}
