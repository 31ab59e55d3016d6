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
  // A public page first arrives prerendered, not yet interactive: wait for the app to replace it
  // (it then removes the prerender's <style>, docs/decisions/070-prerendered-public-pages.md).
  await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
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
