import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { importRemotesDir } from '../features/deployments/import-remotes-dir';
import { emptyDir } from './test-app';

/** remote.json as a remote's build writes it (`@club/federation/vite`). */
export function remoteJson(fields: {
  name: string;
  version?: string;
  preload?: string[];
  areas: Array<{ basePath: string; prefixes: string[]; layout: string; label: string }>;
  navigation?: Array<{ to: string; label: string; menu: string; order?: number; icon?: unknown }>;
  widgets?: unknown[];
  pages?: Array<{ path: string; preload?: string[]; fetch?: string[] }>;
}): string {
  return JSON.stringify({ version: '0.1.0+abc1234567', preload: [], navigation: [], widgets: [], ...fields });
}

/** The public site's remote.json: its area is the whole site, Accueil and Contact in the main menu. */
export const publicRemoteJson = (
  fields: { version?: string; preload?: string[]; navigation?: Array<{ to: string; label: string; menu: string; order?: number }> } = {},
) =>
  remoteJson({
    name: 'mf_public',
    areas: [{ basePath: '/', prefixes: ['/'], layout: 'public', label: 'le site public' }],
    navigation: [
      { to: '', label: 'Accueil', menu: 'main', order: 0 },
      { to: 'contact', label: 'Contact', menu: 'main', order: 100 },
    ],
    ...fields,
  });

export interface PublishedRemote {
  /** Version (`1`, `2`…) → its files (path relative to the version's folder → content). */
  versions: Record<string, Record<string, string>>;
  current: string;
  /** The version a browser reported as loaded (last-loaded.json). */
  lastLoaded?: string;
}

/** Writes one remote's published versions as `pnpm remote:publish` leaves them under `remotesDir`. */
function writePublishedRemote(remotesDir: string, folder: string, remote: PublishedRemote): void {
  const versions = Object.keys(remote.versions).map((version) => ({ version, build: `0.1.0+build${version}`, publishedAt: '2026-11-25T10:00:00.000Z' }));
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(remotesDir, folder, path)), { recursive: true });
    writeFileSync(join(remotesDir, folder, path), content);
  };
  write('versions.json', JSON.stringify({ current: remote.current, versions }));
  if (remote.lastLoaded) write('last-loaded.json', JSON.stringify({ version: remote.lastLoaded, at: '2026-11-25T11:00:00.000Z' }));
  for (const [version, files] of Object.entries(remote.versions)) {
    for (const [path, content] of Object.entries(files)) write(join(version, path), content);
  }
}

/**
 * A temporary REMOTES_DIR holding the given remotes' published versions (`<dir>/<folder>/versions.json`,
 * `<dir>/<folder>/<version>/…`), for `createTestApp(database, { env: { REMOTES_DIR } })`.
 */
function publishedRemotesDir(remotes: Record<string, PublishedRemote> = {}): string {
  const dir = emptyDir();
  for (const [folder, remote] of Object.entries(remotes)) writePublishedRemote(dir, folder, remote);
  return dir;
}

/**
 * The database's published remotes replaced by the given ones, through the import of a REMOTES_DIR
 * written as `pnpm remote:publish` used to leave it (the path a site from before ADR 162 takes once).
 */
export async function replacePublishedRemotes(db: Kysely<Database>, remotes: Record<string, PublishedRemote> = {}): Promise<void> {
  for (const table of ['remote_load_counts', 'remote_releases', 'remote_files', 'remote_versions', 'publish_tokens'] as const) await db.deleteFrom(table).execute();
  await importRemotesDir(db, publishedRemotesDir(remotes));
}
