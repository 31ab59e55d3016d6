import { expect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { signInAsAdmin } from './facilities-helpers';

const UNAVAILABLE = 'Cette partie du site est momentanément indisponible';
const ENTRY = '**/remotes/mf-admin-facilities/*/remoteEntry.js';

test.beforeEach(async ({ context, page }) => {
  await withCookiesAccepted(context);
  await signInAsAdmin(page);
});

/**
 * The deployed entry of mf-admin-facilities is missing (as with a FEDERATION_MANIFEST pointing to a
 * removed build): only its area shows an error view; the admin layout and the other admin pages work.
 */
test('a failed mf-admin-facilities remote leaves the rest of the admin area usable', async ({ page }) => {
  await page.route(ENTRY, (route) => route.fulfill({ status: 404, body: 'absent' }));

  await page.goto('/admin/facilities/complexes');
  // The failed entry (preloaded by the page) is only given up after a pause (measured: bench/results/figures-from-code-comments.md).
  await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Impossible de charger la gestion des équipements pour le moment/)).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Impossible de charger la gestion des équipements.')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Administration' });
  await expect(sidebar).toBeVisible();
  // The sidebar comes from the manifest, not from the remotes' code: it is whole even now.
  await expect(sidebar.getByRole('link', { name: 'Complexes' })).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" })).toBeVisible();
  await page.goto('/admin/assets/minibuses');
  await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();

  // Back online: the retry loads the area in place.
  await page.unroute(ENTRY);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minibus' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Complexes' })).toBeVisible();
});
