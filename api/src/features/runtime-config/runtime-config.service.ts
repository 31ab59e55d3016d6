import type { RuntimeConfig, SiteConfig } from '@club/contracts';
import { EnvError, type Env } from '../../env';
import type { Logger } from '../../shared/logger';
import { EVERYONE_ELSE, type RemoteStore, type Visitor } from '../deployments/remote-store';
import { trustedManifest } from './manifest-trust';
import { readManifestOverride } from './remote-builds';

export function siteConfigFromEnv(env: Env): SiteConfig {
  return {
    name: env.SITE_NAME,
    shortName: env.SITE_SHORT_NAME,
    foundedYear: env.SITE_FOUNDED_YEAR,
    phone: env.SITE_PHONE,
    email: env.SITE_EMAIL,
    address: { venue: env.SITE_VENUE, street: env.SITE_STREET, postalCode: env.SITE_POSTAL_CODE, city: env.SITE_CITY },
  };
}

interface RuntimeConfigBuild {
  config: RuntimeConfig;
  /** Published remotes left out because their files are broken. */
  problems: string[];
  /** Entries left out because they point outside the site and REMOTE_ORIGINS (docs/decisions/092-manifest-trust.md). */
  untrusted: string[];
}

/**
 * Read at each call, not at boot: a remote published or rolled back (on this instance or another one on
 * the same database, ADR 162) is in the next page's manifest without restarting the API; a visitor in a
 * candidate's share gets the candidate. Remotes whose stored remote.json is broken are left out
 * (`problems`), not the whole site; so are entries from an untrusted origin (`untrusted`), even when
 * FEDERATION_MANIFEST is edited while the server runs.
 */
export async function buildRuntimeConfigWithProblems(env: Env, store: RemoteStore, visitor: Visitor = EVERYONE_ELSE): Promise<RuntimeConfigBuild> {
  const published = await store.manifest(visitor);
  const override = env.FEDERATION_MANIFEST ? await readManifestOverride(env.FEDERATION_MANIFEST) : { remotes: {} };
  const merged = { remotes: { ...published.manifest.remotes, ...override.remotes } };
  const { manifest, untrusted } = trustedManifest(merged, { siteOrigin: env.SITE_URL, remoteOrigins: env.REMOTE_ORIGINS });
  return { config: { remotes: manifest.remotes, site: siteConfigFromEnv(env) }, problems: published.problems, untrusted };
}

/** At start: the server refuses to run with an entry it would have to leave out, and says which and what to set. */
export async function startupRuntimeConfig(env: Env, store: RemoteStore): Promise<RuntimeConfigBuild> {
  const build = await buildRuntimeConfigWithProblems(env, store);
  if (build.untrusted.length) {
    const lines = build.untrusted.map((problem) => `  - ${problem}`).join('\n');
    throw new EnvError(`Manifeste des remotes refusé (FEDERATION_MANIFEST, REMOTE_ORIGINS) :\n${lines}`);
  }
  return build;
}

/** The config of each page; what was left out is logged when it changes, not at every request. */
export function runtimeConfigSource(env: Env, logger: Logger, store: RemoteStore): (visitor?: Visitor) => Promise<RuntimeConfig> {
  let reported = '[[],[]]';
  return async (visitor = EVERYONE_ELSE) => {
    const { config, problems, untrusted } = await buildRuntimeConfigWithProblems(env, store, visitor);
    const current = JSON.stringify([problems, untrusted]);
    if (current !== reported) {
      reported = current;
      for (const problem of untrusted) logger.error('untrusted remote left out of the manifest', { problem });
      for (const problem of problems) logger.warn('remote left out of the manifest', { problem });
    }
    return config;
  };
}
