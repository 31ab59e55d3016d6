import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FederationManifestSchema, RemoteManifestEntrySchema, type FederationManifest } from '@club/contracts';

export const REMOTE_FOLDER_PATTERN = /^mf-[a-z0-9-]+$/;

/** `<root>/mf-x/dist` when that folder holds a federated build (a `remoteEntry.js`). */
export function remoteDistDir(rootDir: string, folder: string): string | undefined {
  if (!REMOTE_FOLDER_PATTERN.test(folder)) return undefined;
  const dist = join(rootDir, folder, 'dist');
  return existsSync(join(dist, 'remoteEntry.js')) ? dist : undefined;
}

async function readBuildInfo(dist: string, folder: string) {
  try {
    return RemoteManifestEntrySchema.pick({ name: true, version: true }).parse(
      JSON.parse(await readFile(join(dist, 'remote.json'), 'utf8')),
    );
  } catch {
    // A build without remote.json still loads; its version is just unknown.
    return { name: folder.replaceAll('-', '_'), version: 'unknown' };
  }
}

/** Every repo-root `mf-*` folder with a build, as served by this process under `/remotes/<folder>/`. */
export async function discoverRemotes(rootDir: string): Promise<FederationManifest> {
  const folders = (await readdir(rootDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && REMOTE_FOLDER_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const remotes: FederationManifest['remotes'] = {};
  for (const folder of folders) {
    const dist = remoteDistDir(rootDir, folder);
    if (!dist) continue;
    const info = await readBuildInfo(dist, folder);
    remotes[folder] = { ...info, entry: `/remotes/${folder}/remoteEntry.js` };
  }
  return { remotes };
}

/** FEDERATION_MANIFEST: a JSON file whose entries replace the discovered ones, remote by remote. */
export async function readManifestOverride(path: string): Promise<FederationManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`FEDERATION_MANIFEST: impossible de lire ${path} (${(error as Error).message})`, { cause: error });
  }
  const result = FederationManifestSchema.safeParse(raw);
  if (!result.success) throw new Error(`FEDERATION_MANIFEST: ${path} n'est pas un manifeste valide (${result.error.message})`);
  return result.data;
}
