import { seasonFirstYear } from '@club/contracts';
import { expect, test } from '@playwright/test';
import { apiSignIn } from '../identity/identity-helpers';
import { withCookiesAccepted } from '../support/site';
import { applicantWithPendingApplication } from './people-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

/** The demo's section manager of Football (ADR 173: she reviews Football's applications, and only those). */
const MANAGER = 'responsable@demo.asso.fr';

test("la responsable de la section Football approuve une candidature au football et ne voit pas celle d'une autre section", async ({ page }) => {
  test.setTimeout(90_000);
  // 13 on 31 December of the season's first year: of the age of the U15 (13 à 14 ans, ADR 179).
  const footballer = await applicantWithPendingApplication('foot', {
    section: 'Football',
    category: 'U15',
    dateOfBirth: `${seasonFirstYear(new Date()) - 13}-03-10`,
  });
  const judoka = await applicantWithPendingApplication('judo', { section: 'Judo', category: 'Seniors' });
  const judoApplication = ((await (await judoka.request.get('/api/first-login/applications')).json()) as { data: { id: string }[] }).data[0];
  expect(judoApplication, 'la candidature au judo').toBeDefined();

  await apiSignIn(page.request, MANAGER);
  await page.goto('/admin/dashboard/clubs');
  // Her menu: the clubs, the blog's editor and now the applications.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Candidatures' }).click();
  await expect(page).toHaveURL('/admin/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatures' })).toBeVisible();
  await expect(page.getByText('Candidatures des sections dont vous êtes responsable : Football.')).toBeVisible();
  const sectionFilter = page.getByRole('combobox', { name: 'Section' });
  await expect(sectionFilter.getByRole('option', { name: 'Football' })).toHaveCount(1);
  await expect(sectionFilter.getByRole('option', { name: 'Judo' })).toHaveCount(0);

  // The judo application is not listed, even searched for by its address, nor reachable by its address.
  await page.goto(`/admin/applications?status=all&search=${encodeURIComponent(judoka.email)}`);
  await expect(page.getByRole('heading', { name: 'Aucune candidature ne correspond à votre recherche' })).toBeVisible();
  await page.goto(`/admin/applications/${judoApplication!.id}`);
  await expect(page.getByText('Candidature introuvable.')).toBeVisible();

  await page.goto(`/admin/applications?status=pending&search=${encodeURIComponent(footballer.email)}`);
  const table = page.getByRole('table', { name: 'Candidatures (1)' });
  await expect(table.getByRole('cell', { name: 'Football — U15' })).toBeVisible();
  await table.getByRole('link', { name: 'Inès Garnier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Candidature d'Inès Garnier" })).toBeVisible();
  await page.getByRole('textbox', { name: 'Commentaire pour la personne (facultatif)' }).fill('Bienvenue chez les U15 !');
  await page.getByRole('button', { name: 'Approuver' }).click();
  await page.getByRole('alertdialog', { name: "Approuver la candidature d'Inès Garnier ?" }).getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByText('Candidature approuvée : la personne est maintenant membre.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history).toContainText('Sophie Marchand');
  await expect(history).toContainText('Bienvenue chez les U15 !');

  // The same result as an admin's approval: the person is a member of Football's U15.
  const memberships = (await (await footballer.request.get('/api/me/memberships')).json()) as { data: { sectionName: string; categoryName: string }[] };
  expect(memberships.data).toEqual([expect.objectContaining({ sectionName: 'Football', categoryName: 'U15' })]);
  await footballer.request.dispose();
  await judoka.request.dispose();
});
