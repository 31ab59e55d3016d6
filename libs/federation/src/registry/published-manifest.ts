import { readdir } from 'node:fs/promises';
import type { FederationManifest, RemoteManifestEntry } from '@club/contracts';
import { readBuildInfo, REMOTE_ENTRY_FILE } from './build-info';
import { readLastLoaded, readVersions, REMOTE_FOLDER_PATTERN, versionDir } from './registry-files';

/** `/remotes/<folder>/<version>/` : where the API serves a published version (cached for ever). */
export const versionUrl = (folder: string, version: string) => `/remotes/${folder}/${version}/`;

export interface PublishedManifestResult {
  manifest: FederationManifest;
  /** Remotes left out, with the reason (a broken registry must not take the whole site down). */
  problems: string[];
}

async function publishedFolders(remotesDir: string): Promise<string[]> {
  const entries = await readdir(remotesDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && REMOTE_FOLDER_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

async function manifestEntry(remotesDir: string, folder: string): Promise<RemoteManifestEntry | string | undefined> {
  const versions = await readVersions(remotesDir, folder);
  if (!versions) return undefined;
  const build = await readBuildInfo(versionDir(remotesDir, folder, versions.current));
  if (!build.ok) return `${folder} (version ${versions.current}) : ${build.problem}`;
  const lastLoaded = await readLastLoaded(remotesDir, folder).catch(() => undefined);
  const known = lastLoaded && versions.versions.some((item) => item.version === lastLoaded.version);
  const { name, areas, navigation, widgets } = build.info;
  return {
    name,
    entry: versionUrl(folder, versions.current) + REMOTE_ENTRY_FILE,
    version: versions.current,
    ...(known ? { lastLoaded: { entry: versionUrl(folder, lastLoaded.version) + REMOTE_ENTRY_FILE, version: lastLoaded.version } } : {}),
    areas,
    navigation,
    widgets,
  };
}

/**
 * The runtime manifest of the remotes published under `remotesDir`: each one's current version, its
 * last version known to load, and its areas, menus and widgets (from that version's remote.json).
 * Read from the files at each call: a publish or a rollback is live on the next page load.
 */
export async function publishedManifest(remotesDir: string): Promise<PublishedManifestResult> {
  const manifest: FederationManifest = { remotes: {} };
  const problems: string[] = [];
  for (const folder of await publishedFolders(remotesDir)) {
    try {
      const entry = await manifestEntry(remotesDir, folder);
      if (typeof entry === 'string') problems.push(entry);
      else if (entry) manifest.remotes[folder] = entry;
    } catch (error) {
      problems.push(`${folder} : ${(error as Error).message}`);
    }
  }
  return { manifest, problems };
}
