import type { RuntimeConfig, SiteConfig } from '@club/contracts';
import { publishedManifest } from '@club/federation/registry';
import type { Env } from '../../env';
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

/**
 * Read at each call, not at boot: a remote published or rolled back on its own (`pnpm remote:publish`,
 * `pnpm remote:rollback`) is in the next page's manifest without restarting the API. Remotes whose
 * published files are broken are left out (`problems`), not the whole site.
 */
export async function buildRuntimeConfigWithProblems(env: Env): Promise<{ config: RuntimeConfig; problems: string[] }> {
  const published = await publishedManifest(env.REMOTES_DIR);
  const override = env.FEDERATION_MANIFEST ? await readManifestOverride(env.FEDERATION_MANIFEST) : { remotes: {} };
  return { config: { remotes: { ...published.manifest.remotes, ...override.remotes }, site: siteConfigFromEnv(env) }, problems: published.problems };
}

export async function buildRuntimeConfig(env: Env): Promise<RuntimeConfig> {
  return (await buildRuntimeConfigWithProblems(env)).config;
}
