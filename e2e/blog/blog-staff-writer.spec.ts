import { expect as baseExpect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { ADMIN, signIn, toast, unique } from './blog-helpers';

// Issue 13's roles (ADR 131): a coach writes in the blog's editor, the article stays a draft until an admin publishes it.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context }) => withCookiesAccepted(context));

const COACH = 'coach@demo.asso.fr';

test('a coach writes a draft from the editor; an admin publishes it; the coach can no longer change it', async ({ page, browser }) => {
  const title = unique('Retour sur le stage des U13');
  await signIn(page, COACH);
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  // The sidebar offers a coach the club screens and the blog only.
  const sidebar = page.getByRole('navigation', { name: 'Administration' });
  await expect(sidebar.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Utilisateurs' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await expect(page.getByText('Votre article est enregistré en brouillon : un administrateur le relira puis le publiera.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Statut/ })).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
  await page.getByRole('textbox', { name: /^Contenu/ }).fill('Trois jours de **travail** technique.');
  await page.getByRole('button', { name: "Créer l'article" }).click();
  await expect(toast(page, 'Article créé avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Brouillon', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifier' })).toBeVisible();

  // Elsewhere in /admin the coach still gets the refusal.
  await page.goto('/admin/users');
  await expect(page.getByText("Vous n'avez pas les permissions nécessaires pour accéder à cette page")).toBeVisible();

  const adminContext = await browser.newContext();
  await withCookiesAccepted(adminContext);
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN);
  await admin.goto(`/admin/blog?search=${encodeURIComponent(title)}`);
  await admin.getByRole('link', { name: title }).click();
  await admin.getByRole('link', { name: 'Modifier' }).click();
  await admin.getByRole('combobox', { name: /^Statut/ }).selectOption('published');
  await admin.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(toast(admin, 'Article modifié avec succès')).toBeVisible();
  await expect(admin.getByText(/^Publié le /)).toBeVisible();
  await adminContext.close();

  await page.goto(`/admin/blog?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByText(/^Publié le /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
});
