import { expect, test } from '@playwright/test';
import { linkIn, passwordField, uniqueEmail, waitForMail } from '../identity/identity-helpers';
import { withCookiesAccepted } from '../support/site';
import { newJudoMember, signInThroughUi } from './account-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

// Issue 27, item 6 (ADR 160): the current password, a notice to the old address, and a link there to undo.
test("change d'adresse avec le mot de passe ; l'ancienne adresse est prévenue et annule : adresse rétablie, sessions fermées", async ({ page }) => {
  test.setTimeout(120_000);
  const me = await newJudoMember('changement-adresse');
  const newEmail = uniqueEmail('nouvelle-adresse');
  await signInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/user/profile');
  const form = page.getByRole('form', { name: "Changer d'adresse e-mail" });
  await form.getByRole('textbox', { name: 'Nouvelle adresse e-mail' }).fill(newEmail);
  await passwordField(page, 'Mot de passe actuel').fill('Pas-le-bon-mot-de-passe');
  await form.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
  await expect(form.getByText('Mot de passe incorrect')).toBeVisible();
  await passwordField(page, 'Mot de passe actuel').fill(me.password);
  await form.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
  await expect(form.getByText('Vérifiez votre nouvelle adresse')).toBeVisible();

  // The link to the new address, followed in the same browser (signed in: the page is not guest-only).
  const confirmation = await waitForMail(me.request, newEmail, /Confirmez votre nouvelle adresse e-mail/);
  await page.goto(linkIn(confirmation, '/email-change/confirm'));
  await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adresse e-mail confirmée' })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();

  // The old address is told, with the new one masked, and can undo.
  const notice = await waitForMail(me.request, me.email, /L'adresse e-mail de votre compte a changé/);
  expect(notice.text).not.toContain(newEmail);
  expect(notice.text).toContain('n•••');
  const undoLink = linkIn(notice, '/email-change/undo');

  await page.goto(undoLink);
  await expect(page.getByRole('heading', { level: 1, name: "Annuler le changement d'adresse e-mail" })).toBeVisible();
  await page.getByRole('button', { name: 'Annuler le changement et tout déconnecter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Changement d'adresse annulé" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Réinitialiser mon mot de passe' })).toBeVisible();

  // Every session is closed: this browser's and the setup's API session.
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fuser%2Fprofile/);
  expect((await (await me.request.get('/api/auth/get-session?disableCookieCache=true')).json()) as unknown).toBeNull();
  // The link served once; the old address signs in again.
  await page.goto(undoLink);
  await page.getByRole('button', { name: 'Annuler le changement et tout déconnecter' }).click();
  await expect(page.getByText("Ce lien d'annulation n'est pas valide : il a peut-être déjà servi.")).toBeVisible();
  await signInThroughUi(page, me.email, me.password);
  await expect(page).toHaveURL('/dashboard');
  await me.request.dispose();
});
