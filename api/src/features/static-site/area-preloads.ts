import { join } from 'node:path';
import { longestPrefixOwner, type FederationManifest } from '@club/contracts';
import { z } from 'zod';
import { remoteDistDir } from '../runtime-config/remote-builds';
import { readStaticFile } from './static-files';

/** Written by the shell's build (`@club/federation/vite`): which remote answers which URL prefixes. */
export const FEDERATION_AREAS_FILE = 'federation-areas.json';

const AreasSchema = z.array(z.object({ remote: z.string().min(1), prefixes: z.array(z.string().startsWith('/')).min(1) }));
type Areas = z.infer<typeof AreasSchema>;

/** A path relative to the remote's folder, as the remote's build writes it: no `..`, nothing to escape. */
const RELATIVE_FILE = /^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_./-]*\.js$/;
const RemoteBuildSchema = z.object({ preload: z.array(z.string().regex(RELATIVE_FILE)) });

async function readJson(path: string): Promise<unknown> {
  const file = await readStaticFile(path);
  if (!file) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(file.bytes));
  } catch {
    return undefined;
  }
}

/** The remote of the longest prefix owning the path: the rule of the shell's router (`findArea`). */
export function remoteOfPath(areas: Areas, pathname: string): string | undefined {
  return longestPrefixOwner(areas, (area) => area.prefixes, pathname)?.remote;
}

/**
 * What the page at `pathname` will import from its area's remote as soon as the shell runs: the
 * entry, its shared-import map and the exposed routes module with their static imports (`preload` of
 * the remote's `remote.json`). A remote deployed elsewhere (FEDERATION_MANIFEST) gets its entry only.
 * Empty when the shell's build has no area file or no remote owns the path.
 */
export async function areaPreloadUrls(options: { rootDir: string; manifest: FederationManifest; pathname: string }): Promise<string[]> {
  const areas = AreasSchema.safeParse(await readJson(join(options.rootDir, 'shell', 'dist', FEDERATION_AREAS_FILE)));
  if (!areas.success) return [];
  const remote = remoteOfPath(areas.data, options.pathname);
  const deployed = remote ? options.manifest.remotes[remote] : undefined;
  if (!remote || !deployed) return [];
  const servedHere = `/remotes/${remote}/`;
  const dist = deployed.entry === `${servedHere}remoteEntry.js` ? remoteDistDir(options.rootDir, remote) : undefined;
  if (!dist) return [deployed.entry];
  const build = RemoteBuildSchema.safeParse(await readJson(join(dist, 'remote.json')));
  return build.success && build.data.preload.length ? build.data.preload.map((file) => servedHere + file) : [deployed.entry];
}

export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<link rel="modulepreload">` for each URL, inserted at the end of `<head>` (after the shell's own). */
export function injectModulePreloads(html: string, urls: readonly string[]): string {
  if (!urls.length) return html;
  const links = urls.map((url) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`).join('');
  return html.replace(/<\/head>/i, (end) => links + end);
}
