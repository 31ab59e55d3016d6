import { longestPrefixOwner, REMOTE_DOWNLOADS_ELEMENT_ID, type FederationManifest } from '@club/contracts';
import { REMOTE_BUILD_FILE, RemoteBuildInfoSchema } from '@club/federation/registry';
import type { StoredFile } from '../deployments/stored-file';
import { servedVersion } from '../runtime-config/remote-builds';
import { scriptSafeJson } from './index-html';

/** Where the HTML reads the published remotes' own files (their remote.json, their prerendered pages). */
export interface RemoteFileReader {
  file(remote: string, version: string, path: string): Promise<StoredFile | undefined>;
}

export interface ManifestArea {
  remote: string;
  basePath: string;
  prefixes: string[];
  layout: string;
}

/** Every area of the manifest, with its remote's folder name. */
export const manifestAreas = (manifest: FederationManifest): ManifestArea[] =>
  Object.entries(manifest.remotes).flatMap(([remote, entry]) => entry.areas.map((area) => ({ ...area, remote })));

/** The area of the longest prefix owning the path: the rule of the shell's router (`findArea`). */
export const areaOfPath = (manifest: FederationManifest, pathname: string): ManifestArea | undefined =>
  longestPrefixOwner(manifestAreas(manifest), (area) => area.prefixes, pathname);

/** A JSON file of a published version, or undefined when it is missing or not JSON. */
export async function readRemoteJson(files: RemoteFileReader, remote: string, version: string, path: string): Promise<unknown> {
  const file = await files.file(remote, version, path);
  if (!file) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(file.body));
  } catch {
    return undefined;
  }
}

/** The published version this process serves for the manifest entry of `remote`, if any. */
export function servedVersionOf(manifest: FederationManifest, remote: string): { version: string; url: string } | undefined {
  const entry = manifest.remotes[remote]?.entry;
  const version = entry ? servedVersion(entry, remote) : undefined;
  return version ? { version, url: `/remotes/${remote}/${version}/` } : undefined;
}

const PreloadListsSchema = RemoteBuildInfoSchema.pick({ preload: true, pages: true });

/** The preload lists of the version of `remote` this process serves (its `remote.json`), with its URL. */
export async function servedPreloadLists(files: RemoteFileReader, manifest: FederationManifest, remote: string) {
  const served = servedVersionOf(manifest, remote);
  const build = served ? PreloadListsSchema.safeParse(await readRemoteJson(files, remote, served.version, REMOTE_BUILD_FILE)) : undefined;
  return served && build?.success ? { url: served.url, ...build.data } : undefined;
}

/**
 * What the page at `pathname` will import from its area's remote as soon as the shell runs: the
 * entry, its shared-import map and the exposed routes module with their static imports (`preload` of
 * the version's `remote.json`). A remote deployed elsewhere (FEDERATION_MANIFEST) gets its entry only.
 */
export async function areaPreloadUrls(options: { remoteFiles: RemoteFileReader; manifest: FederationManifest; pathname: string }): Promise<string[]> {
  const area = areaOfPath(options.manifest, options.pathname);
  const deployed = area ? options.manifest.remotes[area.remote] : undefined;
  if (!area || !deployed) return [];
  const lists = await servedPreloadLists(options.remoteFiles, options.manifest, area.remote);
  return lists?.preload.length ? lists.preload.map((file) => lists.url + file) : [deployed.entry];
}

export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Elements inserted at the end of `<head>` (after the shell's own script), in order. */
export function injectHeadElements(html: string, elements: readonly string[]): string {
  if (!elements.length) return html;
  return html.replace(/<\/head>/i, (end) => elements.join('') + end);
}

/**
 * The remote files the shell starts downloading as its first statement, as an inert JSON list (no
 * `<link rel="modulepreload">`: those would share the link with the shell's own download and delay its
 * start; docs/decisions/019-admin-first-visit-critical-path.md). Nothing when there are none.
 */
export function remoteDownloadsElement(urls: readonly string[]): string[] {
  const unique = [...new Set(urls)];
  return unique.length ? [`<script type="application/json" id="${REMOTE_DOWNLOADS_ELEMENT_ID}">${scriptSafeJson(unique)}</script>`] : [];
}
