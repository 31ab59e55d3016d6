import type { FederationManifest } from '@club/contracts';
import { isTrustworthyOrigin } from '../../shared/trustworthy-origin';

/** Where manifest entries may load code from: the site itself, or the origins an operator listed. */
export interface ManifestTrust {
  siteOrigin: string;
  remoteOrigins: readonly string[];
}

/** Why `entry` may not be loaded by the site's pages, in French, or undefined when it may. */
function entryProblem(remote: string, entry: string, trust: ManifestTrust): string | undefined {
  // Resolved as the browser would: a path (even `//host/x.js` or `/\host`) lands where the URL parser says.
  const url = URL.canParse(entry, `${trust.siteOrigin}/`) ? new URL(entry, `${trust.siteOrigin}/`) : undefined;
  if (url?.origin === trust.siteOrigin) return undefined;
  if (url && trust.remoteOrigins.includes(url.origin) && isTrustworthyOrigin(url.origin)) return undefined;
  const where = url && url.origin !== 'null' ? url.origin : undefined;
  const fix = where
    ? isTrustworthyOrigin(where)
      ? `ajoutez ${where} à REMOTE_ORIGINS, ou servez ce remote depuis le site (${trust.siteOrigin})`
      : `servez ce remote en https (${where} n'est pas sûr) puis ajoutez son origine à REMOTE_ORIGINS`
    : `indiquez un chemin du site (/remotes/…) ou une URL https d'une origine de REMOTE_ORIGINS`;
  return `remote «\u00a0${remote}\u00a0», entrée ${entry} : origine non autorisée ; ${fix}.`;
}

/**
 * The manifest without the remotes whose entry (or last loaded entry) points outside the site and
 * REMOTE_ORIGINS: such an entry would make every page run code from a host nobody vouched for.
 */
export function trustedManifest(manifest: FederationManifest, trust: ManifestTrust): { manifest: FederationManifest; untrusted: string[] } {
  const kept: FederationManifest = { remotes: {} };
  const untrusted: string[] = [];
  for (const [remote, entry] of Object.entries(manifest.remotes)) {
    const problems = [entry.entry, ...(entry.lastLoaded ? [entry.lastLoaded.entry] : [])]
      .map((url) => entryProblem(remote, url, trust))
      .filter((problem) => problem !== undefined);
    if (problems.length) untrusted.push(...problems);
    else kept.remotes[remote] = entry;
  }
  return { manifest: kept, untrusted };
}
