import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * A remote's build in memory: path relative to the build's root (posix `/`, no leading `./`) → content.
 * What the CLI reads from `dist/`, what the archive carries and what the server unpacks: the
 * compatibility check reads this, never a folder, so the CLI and the server run the same check.
 */
export type BuildFiles = ReadonlyMap<string, Uint8Array>;

/** The regular files under `dir` (links and other special files are left out), in path order. */
export async function readBuildDir(dir: string): Promise<BuildFiles> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  const files = new Map<string, Uint8Array>();
  for (const path of paths) files.set(path, await readFile(join(dir, path)));
  return files;
}

/** A text file of the build (UTF-8), or undefined when the build has no such file. */
export function textOf(files: BuildFiles, path: string): string | undefined {
  const bytes = files.get(path);
  return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
}
