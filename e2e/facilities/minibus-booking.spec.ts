import { expect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { dayOfNextWeek, pickerDateTime, signInAsAdmin, toast, unique } from './facilities-helpers';

test.beforeEach(async ({ context, page }) => {
  await withCookiesAccepted(context);
  await signInAsAdmin(page);
});

test('a minibus with a too long plate is refused with the §5 message, then created, booked and shown in its week', async ({ page }) => {
  // A whole journey of pages and writes, as the other journeys that set their own timeout
  // (rooms-booking's times: bench/results/figures-from-code-comments.md).
  test.setTimeout(90_000);
  const name = unique('Minibus E2E');
  const plate = `E2${Date.now().toString(36).slice(-6)}`.toUpperCase().slice(0, 9);
  const wednesday = dayOfNextWeek(2);

  await page.goto('/admin/assets/minibuses');
  await expect(page.getByRole('heading', { level: 1, name: 'Minibus' })).toBeVisible();
  await page.getByRole('link', { name: 'Créer un minibus' }).click();
  await page.getByRole('textbox', { name: 'Nom' }).fill(name);
  const plateField = page.getByRole('textbox', { name: "Plaque d'immatriculation" });
  await plateField.fill('AB-123-CDEF');
  await page.getByRole('button', { name: 'Créer le minibus' }).click();
  await expect(plateField).toHaveAccessibleDescription(/La plaque d'immatriculation ne peut pas dépasser 9 caractères/);
  await expect(plateField).toHaveAttribute('aria-invalid', 'true');

  await plateField.fill(plate);
  await page.getByRole('spinbutton', { name: 'Capacité' }).fill('8');
  await page.getByRole('button', { name: 'Créer le minibus' }).click();
  await expect(toast(page, 'Minibus créé avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(plate, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Réserver' }).click();
  await page.getByRole('textbox', { name: 'Titre' }).fill('Déplacement tournoi');
  await page.getByLabel('Début').fill(pickerDateTime(wednesday, '09:00'));
  await page.getByLabel('Fin').fill(pickerDateTime(wednesday, '17:00'));
  await page.getByRole('button', { name: 'Réserver' }).click();
  await expect(toast(page, 'Réservation créée avec succès')).toBeVisible();

  const planning = page.getByRole('region', { name: 'Planning du minibus' });
  const day = planning.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^mercredi/ }) });
  await expect(day.getByText('Déplacement tournoi', { exact: true })).toBeVisible();
  await expect(day.getByText('9 h – 17 h')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`startDate=${dayOfNextWeek(0)}&endDate=${dayOfNextWeek(6)}`));

  await page.goto('/admin/assets/minibuses');
  await page.getByRole('searchbox', { name: 'Recherche' }).fill(plate);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
});
