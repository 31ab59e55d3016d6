import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RemoteMetadataSchema } from '@club/contracts';
import { z } from 'zod';
import { textOf, type BuildFiles } from './build-files';

/** A path relative to the remote's folder, as the remote's build writes it: no `..`, nothing to escape. */
const RELATIVE_FILE = /^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_./-]*\.js$/;

/** A GET of the site's own API, as a page's loader sends it (path and query string, nothing to escape). */
const API_GET = /^\/api\/[A-Za-z0-9_./?=&%,:-]*$/;

/** What the HTML of one address (or of the addresses of one pattern) preloads beyond the remote's entry: its lazy page's files, its data. */
const PagePreloadSchema = z.object({
  // An address or a route pattern whose `:param` segments stand for any one segment.
  path: z.string().regex(/^\/[A-Za-z0-9_/:-]*$/),
  preload: z.array(z.string().regex(RELATIVE_FILE)).default([]),
  fetch: z.array(z.string().regex(API_GET)).default([]),
});

/** `remote.json`, written by every remote's build beside its entry (`@club/federation/vite`). */
export const RemoteBuildInfoSchema = RemoteMetadataSchema.extend({
  name: z.string().regex(/^[a-z0-9_]+$/),
  version: z.string().min(1),
  preload: z.array(z.string().regex(RELATIVE_FILE)).default([]),
  pages: z.array(PagePreloadSchema).default([]),
});
export type RemoteBuildInfo = z.infer<typeof RemoteBuildInfoSchema>;

export const REMOTE_BUILD_FILE = 'remote.json';
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

export type BuildInfoResult = { ok: true; info: RemoteBuildInfo } | { ok: false; problem: string };

/** The build's remote.json, checked; a French reason when it is missing or does not follow the contract. */
export function buildInfoOf(files: BuildFiles): BuildInfoResult {
  let raw: unknown;
  try {
    raw = JSON.parse(textOf(files, REMOTE_BUILD_FILE) ?? '');
  } catch {
    return { ok: false, problem: `${REMOTE_BUILD_FILE} est absent ou illisible : la construction ne vient pas de remoteAppConfig (@club/federation/vite).` };
  }
  const result = RemoteBuildInfoSchema.safeParse(raw);
  if (result.success) return { ok: true, info: result.data };
  const issue = result.error.issues[0];
  return { ok: false, problem: `${REMOTE_BUILD_FILE} ne respecte pas le contrat (${issue?.path.join('.') || 'racine'} : ${issue?.message ?? 'invalide'}).` };
}

/** buildInfoOf for a build on disk, reading its remote.json only (the manifest reads it at each page load). */
export async function readBuildInfo(buildDir: string): Promise<BuildInfoResult> {
  const bytes = await readFile(join(buildDir, REMOTE_BUILD_FILE)).catch(() => undefined);
  return buildInfoOf(new Map(bytes ? [[REMOTE_BUILD_FILE, bytes]] : []));
}

/** `mf-admin-blog` → `mf_admin_blog`: the federation container name a folder's remote must have. */
export const containerNameOf = (folder: string) => folder.replaceAll('-', '_');
