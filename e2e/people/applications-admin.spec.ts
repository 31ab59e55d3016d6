import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../facilities/facilities-helpers';
import { createVerifiedUser, loginThroughUi, submitMembershipApplicationThroughUi } from '../identity/identity-helpers';
import { withCookiesAccepted } from '../support/site';
import { applicantWithPendingApplication } from './people-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

/** The admin opens the review page of `email`'s application from the filtered list. */
async function openReview(admin: Page, email: string) {
  await admin.goto(`/admin/applications?status=pending&search=${encodeURIComponent(email)}`);
  const table = admin.getByRole('table', { name: 'Candidatures (1)' });
  await expect(table.getByRole('cell', { name: email })).toBeVisible();
  await table.getByRole('link', { name: 'Inès Garnier' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: "Candidature d'Inès Garnier" })).toBeVisible();
}

// A fresh account in the newcomer's state (role user, no profile) rather than nouveau@demo.asso.fr itself,
// whom other journeys of the same run expect on /first-login/setup (ADR 102).
test("l'administrateur approuve la candidature d'un nouvel inscrit, qui arrive sur /dashboard à la navigation suivante", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { email, password } = await createVerifiedUser(page.request, 'approuve');
  await page.context().clearCookies();
  await withCookiesAccepted(page.context());
  await page.goto('/auth/login');
  await loginThroughUi(page, email, password);
  await expect(page).toHaveURL('/first-login/setup');
  await submitMembershipApplicationThroughUi(page);
  await expect(page.getByText('Votre demande a bien été envoyée')).toBeVisible();

  const adminContext = await browser.newContext();
  await withCookiesAccepted(adminContext);
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin');
  const widget = admin.getByRole('region', { name: 'Candidatures en attente' });
  await expect(widget.getByText(/\d+ candidatures? en attente/)).toBeVisible();
  await openReview(admin, email);
  await expect(admin.getByText('Ceinture verte, je reprends le judo après mes études.')).toBeVisible();
  await expect(admin.getByText('Marc Garnier — 06 98 76 54 32')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Commentaire pour la personne (facultatif)' }).fill('Bienvenue au dojo !');
  await admin.getByRole('button', { name: 'Approuver' }).click();
  const dialog = admin.getByRole('alertdialog', { name: "Approuver la candidature d'Inès Garnier ?" });
  await dialog.getByRole('button', { name: 'Approuver' }).click();
  await expect(admin.getByText('Candidature approuvée : la personne est maintenant membre.')).toBeVisible();
  const history = admin.getByRole('region', { name: 'Historique' });
  await expect(history).toContainText('Nathalie');
  await expect(history).toContainText('Bienvenue au dojo !');
  await adminContext.close();

  // The applicant's next navigation: the member area, no sign-out needed.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Inès !' })).toBeVisible();
});

test("l'administrateur refuse une candidature avec un commentaire, que la personne lit sur /first-login/setup", async ({ page }) => {
  test.setTimeout(60_000);
  const applicant = await applicantWithPendingApplication('refuse');
  await signInAsAdmin(page);
  await openReview(page, applicant.email);
  const comment = 'Catégorie complète : essayez la section Vétérans.';
  await page.getByRole('textbox', { name: 'Commentaire pour la personne (facultatif)' }).fill(comment);
  await page.getByRole('button', { name: 'Refuser' }).click();
  await page.getByRole('alertdialog', { name: "Refuser la candidature d'Inès Garnier ?" }).getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByText('Candidature refusée : la personne en est informée.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Candidature', exact: true })).toContainText('Refusée');

  await page.context().clearCookies();
  await withCookiesAccepted(page.context());
  await page.goto('/auth/login');
  await loginThroughUi(page, applicant.email, applicant.password);
  await expect(page).toHaveURL('/first-login/setup');
  await expect(page.getByText('Votre précédente demande a été refusée')).toBeVisible();
  await expect(page.getByText(`Commentaire de l'association : « ${comment} »`)).toBeVisible();
  await applicant.request.dispose();
});

test("l'export CSV de la liste en attente : UTF-8 avec BOM, en-têtes français, la candidature filtrée", async ({ page }) => {
  const applicant = await applicantWithPendingApplication('export');
  await applicant.request.dispose();
  await signInAsAdmin(page);
  await page.goto(`/admin/applications?status=pending&search=${encodeURIComponent(applicant.email)}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^candidatures-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(header).toBe(
    "Statut;Nom;Prénom;Adresse e-mail;Téléphone;Date de naissance;Responsable légal;Section;Catégorie;Motivation;Contact d'urgence;Téléphone du contact d'urgence;Certificat médical;Déposée le;Examinée le;Examinée par;Commentaire",
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatch(new RegExp(`^En attente;Garnier;Inès;${applicant.email.replace(/\./g, '\\.')};`));
});
