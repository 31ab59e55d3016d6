import { readFile } from 'node:fs/promises';
import { FederationManifestSchema, type FederationManifest } from '@club/contracts';

/** The published version a manifest entry points at when this process serves it (`/remotes/<folder>/<version>/…`). */
export function servedVersion(entry: string, folder: string): string | undefined {
  const match = /^\/remotes\/([^/]+)\/([^/]+)\/remoteEntry\.js$/.exec(entry);
  return match?.[1] === folder ? match[2] : undefined;
}

/** FEDERATION_MANIFEST: a JSON file whose entries replace the published ones, remote by remote. */
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
