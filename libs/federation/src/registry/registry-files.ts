import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * Where published remotes lived before the database store (docs/decisions/018-versioned-remote-publishing.md,
 * 162-publishing-to-the-live-site.md), read once by the API's import:
 *   <remotesDir>/<folder>/versions.json     current version and history
 *   <remotesDir>/<folder>/last-loaded.json  last version a browser loaded
 *   <remotesDir>/<folder>/<version>/        the immutable build of that version (remoteEntry.js…)
 */
export const REMOTE_FOLDER_PATTERN = /^mf-[a-z0-9]+(-[a-z0-9]+)*$/;
export const VERSION_PATTERN = /^[1-9][0-9]{0,8}$/;

const VersionsFileSchema = z.object({
  current: z.string().regex(VERSION_PATTERN),
  versions: z
    .array(
      z.object({
        version: z.string().regex(VERSION_PATTERN),
        /** The build's own version (package version + hash of its chunks), from its remote.json. */
        build: z.string().min(1),
        publishedAt: z.iso.datetime(),
      }),
    )
    .min(1),
});

const LastLoadedFileSchema = z.object({ version: z.string().regex(VERSION_PATTERN), at: z.iso.datetime() });

export const versionDir = (remotesDir: string, folder: string, version: string) => join(remotesDir, folder, version);
const versionsPath = (remotesDir: string, folder: string) => join(remotesDir, folder, 'versions.json');
const lastLoadedPath = (remotesDir: string, folder: string) => join(remotesDir, folder, 'last-loaded.json');

async function readJson<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`${path} : contenu invalide (${result.error.issues[0]?.message ?? 'format'})`);
  return result.data;
}

export const readVersions = (remotesDir: string, folder: string) => readJson(versionsPath(remotesDir, folder), VersionsFileSchema);
export const readLastLoaded = (remotesDir: string, folder: string) => readJson(lastLoadedPath(remotesDir, folder), LastLoadedFileSchema);
