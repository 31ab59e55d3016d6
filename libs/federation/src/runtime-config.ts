import type { RuntimeConfig, SiteConfig } from '@club/contracts';
import { parseRuntimeConfig } from './parse-runtime-config';

const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
const RUNTIME_CONFIG_URL = '/api/runtime-config';

let pending: Promise<RuntimeConfig> | undefined;
let inline: RuntimeConfig | undefined;

function readInlineConfig(): RuntimeConfig | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  return parseRuntimeConfig(JSON.parse(element.textContent));
}

async function fetchConfig(): Promise<RuntimeConfig> {
  const response = await fetch(RUNTIME_CONFIG_URL, { credentials: 'include' });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}: GET ${RUNTIME_CONFIG_URL}`);
  return parseRuntimeConfig(await response.json());
}

/**
 * The configuration inlined in the page, synchronously (undefined when absent, e.g. a remote run
 * standalone): lets a page render its first paint without waiting a tick for a promise.
 */
export function peekRuntimeConfig(): RuntimeConfig | undefined {
  inline ??= readInlineConfig();
  return inline;
}

/** Apps read the identity with `useSiteConfig` (@club/ui), which sits on this and on loadSiteConfig. */
export function peekSiteConfig(): SiteConfig | undefined {
  return peekRuntimeConfig()?.site;
}

/**
 * The deployment's runtime configuration: inlined in the page by the server (no extra request on
 * first load), fetched from the API when a remote runs standalone. Memoised for the page's life.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= (async () => peekRuntimeConfig() ?? (await fetchConfig()))();
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

export async function loadSiteConfig(): Promise<SiteConfig> {
  return (await loadRuntimeConfig()).site;
}

/** Test helper: forget the memoised configuration. */
export function resetRuntimeConfigCache(): void {
  pending = undefined;
  inline = undefined;
}
