import { expect, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL } from './env';

/** A visitor who already accepted cookies: the banner stays out of the way of other journeys. */
export async function withCookiesAccepted(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: BASE_URL }]);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });
export const footer = (page: Page) => page.getByRole('contentinfo');
export const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Consentement aux cookies' });

/** A page is rendered: its level-1 heading is visible inside the site chrome. */
export async function expectPage(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(footer(page)).toBeVisible();
  // A public page first arrives prerendered, not yet interactive: wait for the app to adopt it.
  await appRuns(page);
}

/**
 * The app runs: React has hydrated the prerendered page (it marks #root `data-hydrated`,
 * docs/decisions/194-prerendered-pages-hydrate.md), or the page was not prerendered.
 */
export async function appRuns(page: Page): Promise<void> {
  await expect(page.locator('#root[data-prerendered]:not([data-hydrated])')).toHaveCount(0);
}

/** What the app logs for each part of a prerendered page React could not adopt (shell/src/prerender/hydrate-prerendered-page.tsx). */
const HYDRATION_MISMATCH = 'Hydratation : ';

/** Collects the hydration mismatches the page reports: a spec expects none. */
export function hydrationMismatches(page: Page): string[] {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(HYDRATION_MISMATCH)) mismatches.push(message.text());
  });
  return mismatches;
}

/** Holds back a remote's files: the shell runs, but cannot render that remote's page until released. */
export async function holdRemote(page: Page, folder: string): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/remotes/${folder}/**`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
