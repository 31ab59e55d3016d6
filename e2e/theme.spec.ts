import { expect, test, type Page } from '@playwright/test';
import { expectPage, withCookiesAccepted } from './support/site';

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const storedMode = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeButton = (page: Page, name: 'Clair' | 'Sombre' | "Automatique (suit l'appareil)") =>
  page.getByRole('group', { name: 'Thème' }).getByRole('button', { name });

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test('system by default, following the device live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expectPage(page, /Le sport pour tous/);
  await expect(themeButton(page, "Automatique (suit l'appareil)")).toHaveAttribute('aria-pressed', 'true');
  expect(await theme(page)).toBe('dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => theme(page)).toBe('light');
  expect(await storedMode(page)).toBeNull();
});

test("the choice is stored under 'theme' and applied before any script of the app runs (no flash)", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await themeButton(page, 'Sombre').click();
  expect(await storedMode(page)).toBe('dark');
  await expect.poll(() => theme(page)).toBe('dark');
  const darkBackground = await bodyBackground(page);

  // Without the app's JavaScript, only the inline init script can set the theme of the first paint.
  await page.route('**/assets/**', (route) => route.abort());
  await page.reload();
  expect(await theme(page)).toBe('dark');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(darkBackground);
});

test('a change made in another tab is picked up', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/contact');
  await expectPage(second, 'Contact & mentions légales');

  await themeButton(first, 'Sombre').click();
  await expect.poll(() => theme(second)).toBe('dark');
  await expect(themeButton(second, 'Sombre')).toHaveAttribute('aria-pressed', 'true');

  await themeButton(second, 'Clair').click();
  await expect.poll(() => theme(first)).toBe('light');
});
