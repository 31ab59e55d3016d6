import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../facilities/facilities-helpers';
import { createVerifiedUser, linkIn, loginThroughUi, passwordField, waitForMail } from '../identity/identity-helpers';
import { withCookiesAccepted } from '../support/site';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test("l'administrateur envoie un lien de réinitialisation : la personne le reçoit et choisit son nouveau mot de passe", async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL });
  const { email } = await createVerifiedUser(api, 'lien');
  await api.dispose();

  await signInAsAdmin(page);
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Actions : Inès Garnier' }).click();
  const before = new Date().toISOString();
  await page.getByRole('button', { name: 'Envoyer un lien de réinitialisation : Inès Garnier' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Envoyer un lien de réinitialisation à Inès Garnier ?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(`Lien de réinitialisation envoyé à ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The dev outbox has better-auth's reset e-mail; its link works as « Mot de passe oublié ? »'s does.
  const mail = await waitForMail(page.request, email, /Réinitialisation de votre mot de passe/, before);
  await page.context().clearCookies();
  await withCookiesAccepted(page.context());
  await page.goto(linkIn(mail, '/auth/reset-password'));
  const newPassword = 'Choisi-Par-La-Personne-2026';
  await passwordField(page, 'Nouveau mot de passe').fill(newPassword);
  await passwordField(page, 'Confirmation du mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page).toHaveURL('/auth/login');
  await loginThroughUi(page, email, newPassword);
  await expect(page).toHaveURL('/first-login/setup');
});
