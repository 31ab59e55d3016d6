import type { Browser } from 'playwright-core';
import type { Profile } from './profiles';

export interface PageMeasure {
  jsBytes: number;
  totalBytes: number;
  requests: number;
  lcpMs: number | null;
  /** Remote folders (`/remotes/<folder>/…`) the page downloaded anything from. */
  remotes: string[];
}

interface RequestRecord {
  url: string;
  isScript: boolean;
  encodedBytes: number;
}

/** Records the page's largest-contentful-paint candidates from the first paint on. */
const LCP_OBSERVER = `
  window.__benchLcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__benchLcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/**
 * Loads `url` once in a fresh context with the cache disabled under `profile`, and measures what
 * went over the wire (compressed bytes as received: `encodedDataLength`) and the LCP.
 */
export async function measurePage(browser: Browser, url: string, profile: Profile): Promise<PageMeasure> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  if (profile.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });

  const requests = new Map<string, RequestRecord>();
  cdp.on('Network.responseReceived', (event) => {
    const isScript = event.type === 'Script' || /javascript/.test(event.response.mimeType);
    requests.set(event.requestId, { url: event.response.url, isScript, encodedBytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = requests.get(event.requestId);
    if (record) record.encodedBytes = event.encodedDataLength;
  });

  await page.addInitScript(LCP_OBSERVER);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // LCP is final once the page is idle; a short pause lets the observer deliver the last entry.
  await page.waitForTimeout(500);
  const lcpMs = await page.evaluate(() => (window as unknown as { __benchLcp: number | null }).__benchLcp);
  await context.close();

  const records = [...requests.values()];
  const remotes = new Set(records.map((record) => /\/remotes\/([^/]+)\//.exec(new URL(record.url).pathname)?.[1]).filter((name): name is string => Boolean(name)));
  return {
    jsBytes: sum(records.filter((record) => record.isScript).map((record) => record.encodedBytes)),
    totalBytes: sum(records.map((record) => record.encodedBytes)),
    requests: records.length,
    lcpMs: lcpMs === null ? null : Math.round(lcpMs),
    remotes: [...remotes].sort(),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
