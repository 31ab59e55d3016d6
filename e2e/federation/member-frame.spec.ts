import { expect, test, type Page } from '@playwright/test';
import { DEMO, apiSignIn } from '../identity/identity-helpers';
import { appRuns, holdRemote, hydrationMismatches, withCookiesAccepted } from '../support/site';

// A signed-in member's first visit of the dashboard or the settings arrives with its frame already rendered
// (the member chrome naming them, the member menu, the page's heading and loading message), which React then
// hydrates before the page's data takes the loading message's place (docs/decisions/199-prerendered-member-frame.md).

const memberMenu = (page: Page) => page.getByRole('navigation', { name: 'Espace membre' });
const account = (page: Page) => page.getByRole('navigation', { name: 'Mon compte' });

/** Where the chrome's landmarks are on screen: they must not move when the app takes over. */
const chromeBoxes = (page: Page) =>
  page.evaluate(() =>
    ['header', 'nav[aria-label="Espace membre"]', 'main h1'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? `${selector} ${box.x},${box.y} ${box.width}x${box.height}` : `${selector} absent`;
    }),
  );

async function signedInFirstName(page: Page, email: string): Promise<string> {
  await apiSignIn(page.request, email);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { firstName: string | null; name: string } };
  return session.user.firstName ?? session.user.name.split(' ')[0] ?? '';
}

test.beforeEach(async ({ context }) => {
  await withCookiesAccepted(context);
});

test("a member's first visit of the dashboard shows its frame before the remote runs, then React adopts it and the data comes", async ({ page }) => {
  const mismatches = hydrationMismatches(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const firstName = await signedInFirstName(page, DEMO.member);
  const release = await holdRemote(page, 'mf-member');
  const response = await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
  expect(response?.headers()['cache-control']).toBe('private, no-cache');

  await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${firstName} !` })).toBeVisible();
  await expect(page).toHaveTitle(/^Espace membre — /);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'member');
  await expect(account(page)).toContainText(`Connecté : ${firstName}`);
  await expect(account(page).getByRole('link', { name: 'Espace membre' })).toBeVisible();
  await expect(memberMenu(page).getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  await expect(memberMenu(page).getByRole('link', { name: 'Paramètres' })).toHaveAttribute('href', '/user/settings');
  // The menu's icons come from the manifest, drawn as the shell draws them.
  expect(await memberMenu(page).locator('a svg path, a svg rect, a svg circle').count()).toBeGreaterThan(6);
  await expect(page.getByRole('status')).toHaveText('Chargement de votre espace…');
  const prerendered = await page.getByRole('heading', { level: 1 }).elementHandle();
  const before = await chromeBoxes(page);

  release();
  await appRuns(page);
  await expect(page.getByRole('region', { name: 'Mes prochaines séances' })).toBeVisible();
  await expect(page.getByText('Chargement de votre espace…')).toHaveCount(0);
  // The same heading: React kept the prerendered frame.
  expect(await page.evaluate((heading) => heading === document.querySelector('main h1'), prerendered)).toBe(true);
  expect(await chromeBoxes(page)).toEqual(before);
  await expect(account(page)).toContainText(`Connecté : ${firstName}`);
  expect(mismatches).toEqual([]);

  // The app works as before: the menu navigates client-side (the page's window stays the same).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await memberMenu(page).getByRole('link', { name: 'Paramètres' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(memberMenu(page).getByRole('link', { name: 'Paramètres' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a member's first visit of the settings shows their frame, then the settings", async ({ page }) => {
  const mismatches = hydrationMismatches(page);
  const firstName = await signedInFirstName(page, DEMO.member);
  const release = await holdRemote(page, 'mf-member');
  await page.goto('/user/settings', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'member');
  await expect(account(page)).toContainText(`Connecté : ${firstName}`);
  await expect(memberMenu(page).getByRole('link', { name: 'Paramètres' })).toHaveAttribute('aria-current', 'page');
  await expect(memberMenu(page).getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status')).toHaveText('Chargement de vos paramètres…');
  const before = await chromeBoxes(page);

  release();
  await appRuns(page);
  await expect(page.getByRole('region', { name: 'Mot de passe' })).toBeVisible();
  await expect(page.getByText('Chargement de vos paramètres…')).toHaveCount(0);
  expect(await chromeBoxes(page)).toEqual(before);
  expect(mismatches).toEqual([]);
});

test("a coach's frame has their club links, an admin's their Administration link; both hydrate without a mismatch", async ({ page }) => {
  const mismatches = hydrationMismatches(page);
  for (const [email, link] of [
    [DEMO.coach, 'Gestion des clubs'],
    [DEMO.admin, 'Administration'],
  ] as const) {
    await page.context().clearCookies();
    await withCookiesAccepted(page.context());
    await signedInFirstName(page, email);
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'member');
    await expect(account(page).getByRole('link', { name: link })).toBeVisible();
    await appRuns(page);
    await expect(page.getByRole('region', { name: 'Mes prochaines séances' })).toBeVisible();
  }
  expect(mismatches).toEqual([]);
});

test('nobody else gets the member frame: a visitor (sent to sign in) and a person not yet a member get the bare shell', async ({ browser }) => {
  for (const email of [DEMO.newcomer, null]) {
    const context = await browser.newContext();
    await withCookiesAccepted(context);
    if (email) await apiSignIn(context.request, email);
    const html = await (await context.request.get('/dashboard')).text();
    expect(html, email ?? 'visiteur').not.toContain('data-prerendered');
    expect(html, email ?? 'visiteur').toContain('<div id="root"></div>');
    await context.close();
  }
  const visitor = await browser.newPage();
  await visitor.goto('/dashboard');
  await expect(visitor).toHaveURL(/\/auth\/login/);
  await visitor.close();
});
