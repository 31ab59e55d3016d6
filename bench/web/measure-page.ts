import type { Browser, BrowserContext } from 'playwright-core';
import type { Profile } from './profiles';

export interface RequestRecord {
  url: string;
  isScript: boolean;
  /** Bytes received for the response, headers included (what the wire carried over HTTP/1.1). */
  encodedBytes: number;
  /** Compressed body only (encodedBytes minus the response headers). */
  bodyBytes: number;
  /** Milliseconds from the navigation: request sent, first byte, last byte. */
  startMs: number;
  responseMs: number | null;
  endMs: number | null;
  encoding: string | null;
}

export interface PageMeasure {
  jsBytes: number;
  jsBodyBytes: number;
  totalBytes: number;
  requests: number;
  lcpMs: number | null;
  /** When the main heading (`main h1`) was first painted: its insertion, then the next frame (the "shows its heading"). */
  headingMs: number | null;
  /**
   * When the app's own page was first painted: its heading, once the app has replaced a prerendered one
   * (the same as headingMs on a page not prerendered).
   */
  appMs: number | null;
  /** Remote folders (`/remotes/<folder>/…`) the page downloaded anything from. */
  remotes: string[];
  /** Every response, in request order (`--waterfall`). */
  records: RequestRecord[];
}

export interface Account {
  email: string;
  password: string;
}

async function signIn(context: BrowserContext, origin: string, account: Account): Promise<void> {
  const response = await context.request.post(`${origin}/api/auth/sign-in/email`, { data: account, headers: { Origin: origin } });
  if (!response.ok()) throw new Error(`connexion de ${account.email} impossible : ${response.status()}`);
}

/** Records the page's largest-contentful-paint candidates from the first paint on. */
const LCP_OBSERVER = `
  window.__benchLcp = null;
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__benchLcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The frame that paints a change: its animation frame, then a task once that frame is drawn.
  const markNextPaint = (name) => {
    window[name] = -1;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window[name] = performance.now(); };
      channel.port2.postMessage(null);
    });
  };
  window.__benchHeading = null;
  window.__benchApp = null;
  // A heading that came prerendered with the HTML: the app's page is painted once React has hydrated it
  // (the shell then marks #root data-hydrated, docs/decisions/194-prerendered-pages-hydrate.md), or, on a
  // build from before hydration (a baseline with the prerender's <style data-prerendered>), once another
  // heading has replaced it.
  let replacedHeading = null;
  const headingObserver = new MutationObserver(() => {
    const heading = document.querySelector('main h1');
    if (!heading) return;
    const root = document.getElementById('root');
    if (window.__benchHeading === null) {
      markNextPaint('__benchHeading');
      if (document.querySelector('style[data-prerendered]')) replacedHeading = heading;
    }
    const prerendered = replacedHeading !== null ? heading === replacedHeading : root !== null && root.hasAttribute('data-prerendered') && !root.hasAttribute('data-hydrated');
    if (window.__benchApp === null && !prerendered) {
      markNextPaint('__benchApp');
      headingObserver.disconnect();
    }
  });
  headingObserver.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
`;

/**
 * Loads `url` once in a fresh context with the cache disabled under `profile`, and measures what
 * went over the wire (compressed bytes as received: `encodedDataLength`) and the LCP. The page counts
 * as loaded once its main heading is painted and the network has been idle: waiting for the network
 * alone ended throttled loads early, while the CPU ran the shell between two downloads.
 */
export async function measurePage(browser: Browser, url: string, profile: Profile, account?: Account): Promise<PageMeasure> {
  const context = await browser.newContext();
  // Signed in through the API first: the measured load is the first visit of a person with a session.
  if (account) await signIn(context, new URL(url).origin, account);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  if (profile.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });

  const requests = new Map<string, RequestRecord>();
  let origin: number | undefined;
  const sinceStart = (timestamp: number) => Math.round((timestamp - (origin ?? timestamp)) * 1000);
  cdp.on('Network.requestWillBeSent', (event) => {
    origin ??= event.timestamp;
    requests.set(event.requestId, {
      url: event.request.url,
      isScript: false,
      encodedBytes: 0,
      bodyBytes: 0,
      startMs: sinceStart(event.timestamp),
      responseMs: null,
      endMs: null,
      encoding: null,
    });
  });
  const headerBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    const record = requests.get(event.requestId);
    if (!record) return;
    record.isScript = event.type === 'Script' || /javascript/.test(event.response.mimeType);
    record.responseMs = sinceStart(event.timestamp);
    record.encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'] ?? null;
    headerBytes.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = requests.get(event.requestId);
    if (!record) return;
    record.encodedBytes = event.encodedDataLength;
    record.bodyBytes = Math.max(0, event.encodedDataLength - (headerBytes.get(event.requestId) ?? 0));
    record.endMs = sinceStart(event.timestamp);
  });

  await page.addInitScript(LCP_OBSERVER);
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () => (window as unknown as { __benchApp: number | null }).__benchApp !== null && !document.querySelector('style[data-prerendered]'),
    undefined,
    {
      timeout: 60_000,
    },
  );
  await page.waitForLoadState('networkidle');
  // LCP is final once the page is idle; a short pause lets the observer deliver the last entry.
  await page.waitForTimeout(500);
  const { lcpMs, headingMs, appMs } = await page.evaluate(() => {
    const marks = window as unknown as { __benchLcp: number | null; __benchHeading: number | null; __benchApp: number | null };
    return { lcpMs: marks.__benchLcp, headingMs: marks.__benchHeading, appMs: marks.__benchApp };
  });
  await context.close();

  const records = [...requests.values()].filter((record) => record.responseMs !== null).sort((a, b) => a.startMs - b.startMs);
  const scripts = records.filter((record) => record.isScript);
  const remotes = new Set(records.map((record) => /\/remotes\/([^/]+)\//.exec(new URL(record.url).pathname)?.[1]).filter((name): name is string => Boolean(name)));
  return {
    jsBytes: sum(scripts.map((record) => record.encodedBytes)),
    jsBodyBytes: sum(scripts.map((record) => record.bodyBytes)),
    totalBytes: sum(records.map((record) => record.encodedBytes)),
    requests: records.length,
    lcpMs: lcpMs === null ? null : Math.round(lcpMs),
    headingMs: headingMs === null || headingMs < 0 ? null : Math.round(headingMs),
    appMs: appMs === null || appMs < 0 ? null : Math.round(appMs),
    remotes: [...remotes].sort(),
    records,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
