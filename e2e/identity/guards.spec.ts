import { expect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { ADMIN_REFUSAL, DEMO, apiSignIn } from './identity-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test('les pages de connexion renvoient une personne déjà connectée', async ({ page }) => {
  await apiSignIn(page.request, DEMO.member);
  await page.goto('/auth/login');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/auth/register?redirect=%2Fdashboard');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/auth/forgot-password?redirect=%2Fadmin');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('alert')).toContainText(ADMIN_REFUSAL);
});

test('un administrateur connecté est renvoyé vers /admin', async ({ page }) => {
  await apiSignIn(page.request, DEMO.admin);
  await page.goto('/auth/register');
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gestion des utilisateurs' }).first()).toHaveAttribute('href', '/admin/users');
});

test('les pages protégées renvoient le visiteur vers la connexion avec le chemin demandé', async ({ page }) => {
  await page.goto('/first-login/setup');
  await expect(page).toHaveURL('/auth/login?redirect=%2Ffirst-login%2Fsetup');
  await page.goto('/dashboard?onglet=adhesions');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fdashboard%3Fonglet%3Dadhesions');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
});

test("un membre n'entre pas dans l'administration", async ({ page }) => {
  await apiSignIn(page.request, DEMO.member);
  await page.goto('/admin');
  await expect(page.getByRole('alert')).toContainText(ADMIN_REFUSAL);
  await page.goto('/admin/facilities/complexes');
  await expect(page.getByRole('alert')).toContainText(ADMIN_REFUSAL);
});

test('le lien de vérification refuse les paramètres inconnus', async ({ page }) => {
  await page.goto('/auth/verify?token=abc&source=courriel');
  await expect(page.getByRole('heading', { level: 1, name: 'Lien de vérification invalide' })).toBeVisible();
});

test("un lien de vérification invalide mène à la page d'erreur avec son code", async ({ page }) => {
  await page.goto('/auth/verify?token=jeton-inconnu');
  await expect(page).toHaveURL(/\/auth\/verify\/error\?error=[A-Z_]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Échec de la vérification' })).toBeVisible();
});
