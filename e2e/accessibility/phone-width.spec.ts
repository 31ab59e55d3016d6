import { expect, test } from '@playwright/test';
import { passwordField } from '../identity/identity-helpers';
import { appRuns, withCookiesAccepted } from '../support/site';
import { PHONE, sidewaysOverflow } from './phone-checks';
import { signInAs } from './route-visits';

// docs/decisions/174-phone-tables.md: the tables are cards on a phone; long addresses wrap; toasts leave a form's buttons
// visible. Every route's width checks are made in its accessibility visit (accessibility.spec.ts, ADR 185).
test.use({ viewport: PHONE });

test('a table of the admin shows each row as a card whose actions are on screen (users)', async ({ page, context }) => {
  await withCookiesAccepted(context);
  await signInAs(page, { route: '/admin/users', as: 'admin', heading: () => '' });
  await page.goto('/admin/users');
  const table = page.getByRole('table', { name: /Utilisateurs/ });
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow).toBeVisible();
  // The row is a card: its cells are stacked, each value after its column's name.
  const cells = firstRow.getByRole('cell');
  const [first, second] = [await cells.nth(0).boundingBox(), await cells.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y);
  await expect(cells.nth(0)).toHaveAttribute('data-label', 'Rôle');
  expect(await cells.nth(0).evaluate((cell) => [getComputedStyle(cell).display, getComputedStyle(cell, '::before').content !== 'none'])).toEqual(['grid', true]);
  const actions = firstRow.getByRole('button').first();
  await actions.scrollIntoViewIfNeeded();
  const box = await actions.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('after registering with a long address, the confirmation page wraps it instead of scrolling sideways', async ({ page, context }) => {
  await withCookiesAccepted(context);
  const email = `marie-charlotte.de-la-fontaine-beaumont.${Date.now()}@association-sportive-des-coteaux.example.fr`;
  await page.goto('/auth/register');
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Marie-Charlotte');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('de La Fontaine-Beaumont');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await passwordField(page, 'Mot de passe').fill('Un-Mot-De-Passe-Solide-2026');
  await passwordField(page, 'Confirmation du mot de passe').fill('Un-Mot-De-Passe-Solide-2026');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte de réception' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const address = await page.getByText(email).boundingBox();
  expect(address!.x + address!.width).toBeLessThanOrEqual(PHONE.width);
});

test("a toast appears at the top on a phone, never over the form's button at the bottom", async ({ page, context }) => {
  await withCookiesAccepted(context);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact & mentions légales' })).toBeVisible();
  await appRuns(page);
  await page.getByLabel('Nom et prénom').fill('Camille Martin');
  await page.getByLabel('Adresse e-mail').fill('camille.martin@example.fr');
  await page.getByLabel('Objet').fill(`Essai à 390 px ${Date.now()}`);
  await page.getByLabel('Message').fill('Bonjour, la section natation a-t-elle un créneau le samedi ?');
  await page.getByLabel(/J'accepte que les informations saisies/).check();
  const submit = page.getByRole('button', { name: 'Envoyer le message' });
  await submit.click();

  const toast = page.getByRole('region', { name: /Notifications/ }).getByText('Votre message a bien été envoyé. Nous vous répondrons rapidement.');
  await expect(toast).toBeVisible();
  await submit.scrollIntoViewIfNeeded();
  const [toastBox, buttonBox] = [await toast.boundingBox(), await submit.boundingBox()];
  expect(toastBox!.y + toastBox!.height).toBeLessThan(PHONE.height / 2);
  const overlaps = toastBox!.y < buttonBox!.y + buttonBox!.height && buttonBox!.y < toastBox!.y + toastBox!.height;
  expect(overlaps, 'la notification recouvre le bouton du formulaire').toBe(false);
});

test('the 404 page names its tab « Page introuvable »', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page).toHaveTitle('Page introuvable — US Coteaux');
});
