import type { SiteConfig } from '@club/contracts';
import defaults from './default-site.json' with { type: 'json' };

/**
 * The association's identity served by the API when no SITE_* variable is set (api/src/env.ts). The
 * server composes a prerendered page only when its runtime identity equals the one the page was
 * rendered with, so a drift only turns prerendering off (an API test compares the two).
 */
export const DEFAULT_SITE: SiteConfig = defaults;

type Env = Record<string, string | undefined>;

const processEnv = (): Env => (globalThis as { process?: { env: Env } }).process?.env ?? {};

/**
 * The identity to prerender with: the same SITE_* variables as the API (build with the deployment's
 * values to prerender its pages), else the API's defaults.
 */
export function prerenderSite(env: Env = processEnv()): SiteConfig {
  const pick = (name: string, fallback: string) => (env[name] ? env[name] : fallback);
  const year = Number(env.SITE_FOUNDED_YEAR);
  return {
    name: pick('SITE_NAME', DEFAULT_SITE.name),
    shortName: pick('SITE_SHORT_NAME', DEFAULT_SITE.shortName),
    foundedYear: env.SITE_FOUNDED_YEAR && Number.isInteger(year) ? year : DEFAULT_SITE.foundedYear,
    phone: pick('SITE_PHONE', DEFAULT_SITE.phone),
    email: pick('SITE_EMAIL', DEFAULT_SITE.email),
    address: {
      venue: pick('SITE_VENUE', DEFAULT_SITE.address.venue),
      street: pick('SITE_STREET', DEFAULT_SITE.address.street),
      postalCode: pick('SITE_POSTAL_CODE', DEFAULT_SITE.address.postalCode),
      city: pick('SITE_CITY', DEFAULT_SITE.address.city),
    },
  };
}
