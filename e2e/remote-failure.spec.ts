import { expect, test, type Page } from '@playwright/test';
import { queryDatabase } from './support/database';
import { expectPage, mainNav, withCookiesAccepted } from './support/site';

interface FailureRow {
  remote: string;
  version: string | null;
  url: string | null;
  code: string;
  page: string | null;
}

const UNAVAILABLE = 'Cette partie du site est momentanément indisponible';
const isReport = (url: string) => url.endsWith('/api/telemetry/remote-failures');
const failureById = (id: string) => queryDatabase<FailureRow>('SELECT remote, version, url, code, page FROM remote_failures WHERE id = ?', [id])[0];

async function deployedVersion(page: Page): Promise<string> {
  const config = (await (await page.request.get('/api/runtime-config')).json()) as { remotes: Record<string, { version: string }> };
  return config.remotes['mf-public']?.version ?? '';
}

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test("a remote whose entry is missing: its area's error view in the chrome, a toast, a report in the database, and a retry that works", async ({ page }) => {
  await page.route('**/remotes/mf-public/*/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'absent' }));
  const reported = page.waitForResponse((response) => isReport(response.url()));
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
  await expect(page.getByText('Impossible de charger le site public pour le moment.', { exact: false })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: "Conditions d'utilisation" })).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Impossible de charger le site public.')).toBeVisible();

  const response = await reported;
  expect(response.status()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  const row = failureById(id);
  const version = await deployedVersion(page);
  expect(row).toMatchObject({ remote: 'mf-public', version, url: `/remotes/mf-public/${version}/remoteEntry.js`, page: '/' });
  expect(row?.code).toMatch(/^RUNTIME-\d{3}$/);

  // The shell itself keeps working: its theme switcher still restyles the page.
  await page.getByRole('group', { name: 'Thème' }).getByRole('button', { name: 'Sombre' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

  // The remote is back: 'Réessayer' loads it without reloading the page.
  await page.unroute('**/remotes/mf-public/*/remoteEntry.js');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expectPage(page, /Le sport pour tous/);
  await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeVisible();
});

test('a stale chunk after a redeploy: one guarded reload, then the error view; the rest of the site keeps working', async ({ page }) => {
  await page.goto('/');
  await expectPage(page, /Le sport pour tous/);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  // The chunks of the contact page are gone, as after a redeploy of mf-public.
  await page.route(/\/remotes\/mf-public\/\d+\/assets\/contact-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'absent' }));

  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
  await expect(page).toHaveURL('/contact');
  // Exactly one reload, towards the page asked for: no loop.
  expect(documents).toEqual(['/contact']);
  // The reports are read from the database: the reload discards the responses of the page that sent them.
  const chunkReports = () => queryDatabase<FailureRow>("SELECT remote, version, url, code, page FROM remote_failures WHERE code = 'CHUNK_LOAD_FAILED'");
  await expect.poll(chunkReports).not.toHaveLength(0);
  expect((await chunkReports())[0]).toMatchObject({ remote: 'mf-public', page: '/contact', url: expect.stringMatching(/contact-page-.+\.js$/) });

  await mainNav(page).getByRole('link', { name: 'Accueil' }).click();
  await expectPage(page, /Le sport pour tous/);

  // Still missing: the error view again, without another reload.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
  expect(documents).toEqual(['/contact']);

  // Back online: 'Réessayer' reloads the page, which now works.
  await page.unroute(/\/remotes\/mf-public\/\d+\/assets\/contact-page-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expectPage(page, 'Contact & mentions légales');
});
