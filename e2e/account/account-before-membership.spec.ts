import { expect, test } from '@playwright/test';
import { apiSignIn, createVerifiedUser, passwordField } from '../identity/identity-helpers';
import { withCookiesAccepted } from '../support/site';
import { memberMenu, signInThroughUi } from './account-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

const NEW_PASSWORD = 'Nouveau-mot-de-passe-2026';

// Issue 32: the terms promise « Vous pouvez supprimer votre compte à tout moment depuis vos paramètres », but a person
// waiting for approval (or refused) was sent back to /first-login/setup from /user/settings and /user/profile.
test("une personne qui n'est pas encore membre change son mot de passe puis supprime son compte depuis ses paramètres", async ({ page }) => {
  test.setTimeout(90_000);
  const me = await createVerifiedUser(page.request, 'pas-encore');
  await apiSignIn(page.request, me.email, me.password);
  await page.goto('/first-login/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser mon inscription' })).toBeVisible();

  await page.getByRole('link', { name: 'Paramètres' }).click();
  await expect(page).toHaveURL('/user/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  // Only what they can use yet: their application, their family (docs/decisions/209-family-member-area.md) and their account,
  // no member pages nor session notices.
  await expect(memberMenu(page).getByRole('link')).toHaveText(['Ma candidature', 'Ma famille', 'Mon profil', 'Paramètres']);
  await expect(page.getByRole('form', { name: 'Avis sur mes séances' })).toHaveCount(0);

  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Identité' })).toBeVisible();
  await expect(page.getByRole('form', { name: "Contact d'urgence et visibilité" })).toHaveCount(0);

  await memberMenu(page).getByRole('link', { name: 'Paramètres' }).click();
  await expect(page).toHaveURL('/user/settings');
  const password = page.getByRole('form', { name: 'Changer de mot de passe' });
  await expect(password).toBeVisible();
  await passwordField(page, 'Mot de passe actuel').fill(me.password);
  await expect(passwordField(page, 'Mot de passe actuel')).toHaveValue(me.password);
  await passwordField(page, 'Nouveau mot de passe').fill(NEW_PASSWORD);
  await passwordField(page, 'Confirmer le nouveau mot de passe').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié')).toBeVisible();

  const deletion = page.getByRole('region', { name: 'Supprimer mon compte' });
  await deletion.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(NEW_PASSWORD);
  await deletion.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Votre compte a été supprimé' })).toBeVisible();

  await signInThroughUi(page, me.email, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Email ou mot de passe incorrect');
});
