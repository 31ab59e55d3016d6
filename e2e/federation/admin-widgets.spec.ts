import { expect, test } from '@playwright/test';
import { queryDatabase } from '../support/database';
import { withCookiesAccepted } from '../support/site';
import { signInAsAdmin } from '../facilities/facilities-helpers';

const FACILITIES_ENTRY = '**/remotes/mf-admin-facilities/*/remoteEntry.js';

test.beforeEach(async ({ context, page }) => {
  await withCookiesAccepted(context);
  await signInAsAdmin(page);
});

test("the admin home shows mf-admin-facilities' widget: the next bookings, linking to their plannings", async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" })).toBeVisible();
  const widget = page.getByRole('region', { name: 'Prochaines réservations' });
  await expect(widget.getByRole('heading', { level: 3, name: 'Salles' })).toBeVisible();
  await expect(widget.getByRole('heading', { level: 3, name: 'Minibus' })).toBeVisible();
  await widget.getByRole('link', { name: 'Tous les minibus' }).click();
  await expect(page).toHaveURL('/admin/assets/minibuses');
  await expect(page.getByRole('heading', { level: 1, name: 'Minibus' })).toBeVisible();
});

test("with mf-admin-facilities' entry blocked, /admin still renders: the widget's box shows its error and the failure is reported", async ({ page }) => {
  await page.route(FACILITIES_ENTRY, (route) => route.fulfill({ status: 500, body: 'panne' }));
  const reported = page.waitForResponse((response) => response.url().endsWith('/api/telemetry/remote-failures'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gestion des utilisateurs' })).toBeVisible();
  const widget = page.getByRole('region', { name: 'Prochaines réservations' });
  await expect(widget.getByRole('alert')).toContainText("Impossible d'afficher ce contenu pour le moment.", { timeout: 20_000 });
  // The sidebar comes from the manifest: whole, though the facilities remote is down.
  await expect(page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Complexes' })).toBeVisible();
  const { id } = (await (await reported).json()) as { id: string };
  const [row] = queryDatabase<{ remote: string }>('SELECT remote FROM remote_failures WHERE id = ?', [id]);
  expect(row?.remote).toBe('mf-admin-facilities');

  // Back online: the widget's retry loads it in its box.
  await page.unroute(FACILITIES_ENTRY);
  await widget.getByRole('button', { name: 'Réessayer' }).click();
  await expect(widget.getByRole('heading', { level: 3, name: 'Salles' })).toBeVisible();
});

test('an admin page loads the code of its own remote only, and the sidebar lists every admin remote', async ({ page }) => {
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) remotes.add(match[1]);
  });
  await page.goto('/admin/facilities/complexes');
  await expect(page.getByRole('heading', { level: 1, name: 'Complexes' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Administration' });
  await expect(sidebar.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Minibus' })).toBeVisible();
  expect([...remotes]).toEqual(['mf-admin-facilities']);
});
