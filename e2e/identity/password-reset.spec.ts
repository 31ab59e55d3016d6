import { expect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { createVerifiedUser, linkIn, loginThroughUi, passwordField, waitForMail } from './identity-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test('mot de passe oublié → e-mail → nouveau mot de passe → connexion', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { email } = await createVerifiedUser(api, 'oubli');
  await api.dispose();

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Recevoir le lien de réinitialisation' }).click();
  await expect(page.getByText(/Si un compte existe avec cette adresse/)).toBeVisible();

  const mail = await waitForMail(page.request, email, /Réinitialisation de votre mot de passe/);
  await page.goto(linkIn(mail, '/auth/reset-password'));
  const newPassword = 'Nouveau-Mot-De-Passe-2026';
  await passwordField(page, 'Nouveau mot de passe').fill(newPassword);
  await passwordField(page, 'Confirmation du mot de passe').fill('Autre-Mot-De-Passe-2026');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await passwordField(page, 'Confirmation du mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();

  await expect(page).toHaveURL('/auth/login');
  await loginThroughUi(page, email, newPassword);
  await expect(page).toHaveURL('/first-login/setup');
});
