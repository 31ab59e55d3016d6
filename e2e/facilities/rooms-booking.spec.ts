import { expect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { dayOfNextWeek, pickerDateTime, signInAsAdmin, toast, unique } from './facilities-helpers';

test.beforeEach(async ({ context, page }) => {
  await withCookiesAccepted(context);
  await signInAsAdmin(page);
});

test('complex → room → booking; an overlapping booking is refused with the 409 message; edit, confirm, delete', async ({ page }) => {
  // A whole journey of pages and writes, as the other journeys that set their own timeout
  // (its times: bench/results/figures-from-code-comments.md).
  test.setTimeout(90_000);
  const complexName = unique('Complexe E2E');
  const tuesday = dayOfNextWeek(1);

  await page.goto('/admin/facilities/complexes');
  await expect(page.getByRole('heading', { level: 1, name: 'Complexes sportifs' })).toBeVisible();
  await page.getByRole('link', { name: 'Créer un complexe' }).click();
  await page.getByRole('textbox', { name: 'Nom' }).fill(complexName);
  await page.getByRole('textbox', { name: 'Rue' }).fill('1 rue du Test');
  await page.getByRole('textbox', { name: 'Code postal' }).fill('92500');
  await page.getByRole('textbox', { name: 'Ville' }).fill('Rueil-Malmaison');
  await page.getByRole('button', { name: 'Créer le complexe' }).click();
  await expect(toast(page, 'Complexe créé avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: complexName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aucune salle' })).toBeVisible();

  await page.getByRole('link', { name: 'Créer une salle' }).click();
  await page.getByRole('textbox', { name: 'Nom' }).fill('Salle polyvalente');
  await page.getByRole('textbox', { name: 'Type de sport' }).fill('Badminton');
  await page.getByRole('spinbutton', { name: 'Capacité' }).fill('24');
  await page.getByRole('button', { name: 'Créer la salle' }).click();
  await expect(toast(page, 'Salle créée avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Salle polyvalente' })).toBeVisible();

  await page.getByRole('link', { name: 'Réserver' }).click();
  await page.getByRole('textbox', { name: 'Titre' }).fill('Entraînement badminton');
  await page.getByLabel('Début').fill(pickerDateTime(tuesday, '18:00'));
  await page.getByLabel('Fin').fill(pickerDateTime(tuesday, '19:30'));
  await page.getByRole('button', { name: 'Réserver' }).click();
  await expect(toast(page, 'Réservation créée avec succès')).toBeVisible();
  const planning = page.getByRole('region', { name: 'Planning de la salle' });
  await expect(planning.getByText('Entraînement badminton', { exact: true })).toBeVisible();
  await expect(planning.getByText('18 h – 19 h 30')).toBeVisible();
  await expect(planning.getByText('En attente')).toBeVisible();

  await page.getByRole('link', { name: 'Réserver' }).click();
  await page.getByRole('textbox', { name: 'Titre' }).fill('Match amical');
  await page.getByLabel('Début').fill(pickerDateTime(tuesday, '19:00'));
  await page.getByLabel('Fin').fill(pickerDateTime(tuesday, '20:00'));
  await page.getByRole('button', { name: 'Réserver' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ce créneau est déjà réservé pour cette salle (409 Conflict).' })).toBeVisible();
  await expect(page).toHaveURL(/\/create-reservation$/);

  await page.getByRole('navigation', { name: "Fil d'Ariane" }).getByRole('link', { name: 'Salle polyvalente' }).click();
  await page.getByRole('link', { name: /^Semaine suivante/ }).click();
  await expect(planning.getByText('Entraînement badminton', { exact: true })).toBeVisible();
  await planning.getByRole('link', { name: /^Modifier\s*:\s*Entraînement badminton/ }).click();
  await page.getByRole('textbox', { name: 'Titre' }).fill('Entraînement badminton (adultes)');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(toast(page, 'Réservation modifiée avec succès')).toBeVisible();
  await expect(planning.getByText('Entraînement badminton (adultes)', { exact: true })).toBeVisible();

  await planning.getByRole('button', { name: /^Confirmer\s*:\s*Entraînement badminton/ }).click();
  await expect(planning.getByText('Confirmée')).toBeVisible();

  await planning.getByRole('button', { name: /^Supprimer\s*:\s*Entraînement badminton/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer la réservation ?' });
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Réservation supprimée avec succès')).toBeVisible();
  await expect(planning.getByText('Entraînement badminton (adultes)', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Supprimer la salle' }).click();
  await page.getByRole('alertdialog', { name: 'Supprimer « Salle polyvalente » ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Salle supprimée avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: complexName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aucune salle' })).toBeVisible();

  await page.getByRole('button', { name: 'Supprimer le complexe' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Complexe supprimé avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Complexes sportifs' })).toBeVisible();
  await expect(page.getByRole('link', { name: complexName })).toHaveCount(0);
});
