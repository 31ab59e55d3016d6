import type { RuntimeConfig, SiteConfig } from '@club/contracts';
import type { Env } from '../../env';
import { discoverRemotes, readManifestOverride } from './remote-builds';

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
 * Read at each call, not at boot: a remote redeployed on its own (new dist, new remote.json) is in
 * the next page's manifest without restarting the API.
 */
export async function buildRuntimeConfig({ env, rootDir }: { env: Env; rootDir: string }): Promise<RuntimeConfig> {
  const discovered = await discoverRemotes(rootDir);
  const override = env.FEDERATION_MANIFEST ? await readManifestOverride(env.FEDERATION_MANIFEST) : { remotes: {} };
  return { remotes: { ...discovered.remotes, ...override.remotes }, site: siteConfigFromEnv(env) };
}
