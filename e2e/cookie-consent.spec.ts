import { expect, test, type Page } from '@playwright/test';
import { cookieBanner, expectPage } from './support/site';

const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'cookieConsent');

test('the banner shows the text of the spec and a learn-more link to /privacy', async ({ page }) => {
  await page.goto('/');
  const banner = cookieBanner(page);
  await expect(banner).toContainText(
    'Pour assurer son bon fonctionnement, le site utilise des cookies. En continuant votre navigation, vous acceptez leur utilisation.',
  );
  await banner.getByRole('link', { name: 'En savoir plus' }).click();
  await expectPage(page, 'Politique de confidentialité');
});

test('accepting stores cookieConsent=true, hides the banner, and it stays hidden on the next visit', async ({ page }) => {
  await page.goto('/');
  await cookieBanner(page).getByRole('button', { name: 'Accepter' }).click();
  await expect(cookieBanner(page)).toBeHidden();
  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe('true');
  // "No practical expiry": far beyond a year (browsers cap it at about 400 days).
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

  await page.reload();
  await expectPage(page, /Le sport pour tous/);
  await expect(cookieBanner(page)).toHaveCount(0);
});

test('refusing hides the banner without storing anything: it returns on the next visit', async ({ page }) => {
  await page.goto('/');
  await cookieBanner(page).getByRole('button', { name: 'Refuser' }).click();
  await expect(cookieBanner(page)).toBeHidden();
  expect(await consentCookie(page)).toBeUndefined();

  await page.reload();
  await expect(cookieBanner(page)).toBeVisible();
});
