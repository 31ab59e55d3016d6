import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../facilities/facilities-helpers';
import { DEMO, apiSignIn } from '../identity/identity-helpers';
import { appRuns, holdRemote, hydrationMismatches, withCookiesAccepted } from '../support/site';

// A signed-in admin's first visit of an admin list arrives with its frame already rendered (the admin
// chrome naming them, the list's header, filters and loading message), which React then hydrates before
// the list's rows take the loading message's place (docs/decisions/181-prerendered-admin-frame.md,
// 194-prerendered-pages-hydrate.md).

const COMPLEXES = '/admin/facilities/complexes';
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Administration' });
const account = (page: Page) => page.getByRole('navigation', { name: 'Mon compte' });

/** Where the chrome's landmarks are on screen: they must not move when the app takes over. */
const chromeBoxes = (page: Page) =>
  page.evaluate(() =>
    ['header', 'nav[aria-label="Administration"]', 'main h1', 'form[role="search"]'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? `${selector} ${box.x},${box.y} ${box.width}x${box.height}` : `${selector} absent`;
    }),
  );

test.beforeEach(async ({ context }) => {
  await withCookiesAccepted(context);
});

test("an admin's first visit of the complexes shows its frame before the remote runs, then React adopts it and the rows come", async ({ page }) => {
  const mismatches = hydrationMismatches(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { firstName: string | null; name: string } };
  const firstName = session.user.firstName ?? session.user.name.split(' ')[0];
  const release = await holdRemote(page, 'mf-admin-facilities');
  const response = await page.goto(COMPLEXES, { waitUntil: 'domcontentloaded' });
  expect(response?.headers()['cache-control']).toBe('private, no-cache');

  await expect(page.getByRole('heading', { level: 1, name: 'Complexes sportifs' })).toBeVisible();
  await expect(page).toHaveTitle('Complexes sportifs — Administration');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'admin');
  await expect(account(page)).toContainText(`Connecté : ${firstName}`);
  await expect(account(page).getByRole('link', { name: 'Administration' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Complexes' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).getByRole('link', { name: 'Minibus' })).toHaveAttribute('href', '/admin/assets/minibuses');
  // The sidebar's icons come from the manifest, drawn as the shell draws them.
  expect(await sidebar(page).locator('a svg path, a svg rect, a svg circle').count()).toBeGreaterThan(0);
  await expect(page.getByRole('status')).toHaveText('Chargement des complexes…');
  await expect(page.getByRole('search', { name: 'Rechercher un complexe' })).toBeVisible();
  const prerendered = await page.getByRole('heading', { level: 1 }).elementHandle();
  const before = await chromeBoxes(page);

  release();
  await appRuns(page);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  // The same heading: React kept the prerendered frame.
  expect(await page.evaluate((heading) => heading === document.querySelector('main h1'), prerendered)).toBe(true);
  expect(await chromeBoxes(page)).toEqual(before);
  await expect(account(page)).toContainText(`Connecté : ${firstName}`);
  expect(mismatches).toEqual([]);

  // The app works as before: a client-side navigation from the sidebar.
  await sidebar(page).getByRole('link', { name: 'Minibus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minibus' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Minibus' })).toHaveAttribute('aria-current', 'page');
});

test('on a narrow screen too, the app takes the frame over without moving it', async ({ page }) => {
  const mismatches = hydrationMismatches(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAsAdmin(page);
  const release = await holdRemote(page, 'mf-admin-facilities');
  await page.goto(COMPLEXES, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Complexes sportifs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  const before = await chromeBoxes(page);
  release();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await chromeBoxes(page)).toEqual(before);
  expect(mismatches).toEqual([]);
});

test('nobody but an admin gets the admin frame: a coach, a member and a visitor get the bare shell', async ({ browser }) => {
  for (const email of [DEMO.coach, DEMO.member, null]) {
    const context = await browser.newContext();
    await withCookiesAccepted(context);
    if (email) await apiSignIn(context.request, email);
    const html = await (await context.request.get(COMPLEXES)).text();
    expect(html, email ?? 'visiteur').not.toContain('data-prerendered');
    expect(html, email ?? 'visiteur').not.toContain('Complexes sportifs');
    expect(html, email ?? 'visiteur').toContain('<div id="root"></div>');
    await context.close();
  }
});

test('a filtered list is not prerendered (its filters would show empty); the app shows it as before', async ({ page }) => {
  await signInAsAdmin(page);
  const response = await page.goto(`${COMPLEXES}?search=zzz-aucun`);
  expect(await response?.text()).not.toContain('data-prerendered');
  await expect(page.getByRole('heading', { level: 2, name: 'Aucun complexe ne correspond à votre recherche' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Recherche' })).toHaveValue('zzz-aucun');
});
