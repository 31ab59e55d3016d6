import type { Page } from '@playwright/test';

/**
 * Records, from the page's first script on, what the site's Content-Security-Policy refused
 * (`securitypolicyviolation` events: an inline script without its hash, an `eval`, a foreign origin).
 */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} refusé (${event.blockedURI || 'inline'}) dans ${event.sourceFile || 'la page'}:${event.lineNumber}`);
    });
  });
}

/** The violations recorded on the current document since `recordCspViolations`. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])]);
}
