import { expect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { apiPost, apiSignIn, createVerifiedUser, linkIn, loginThroughUi, passwordField, uniqueEmail, waitForMail } from './identity-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

// ADR 208: from 15, the adult gives a family member their own login; the e-mailed invitation sets the password.
test('un adulte ouvre son compte à un adolescent de 16 ans → invitation → mot de passe → connexion', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const adult = await createVerifiedUser(api, 'parent');
  await apiSignIn(api, adult.email, adult.password);
  const added = await apiPost(api, '/api/me/family', {
    firstName: 'Léa',
    lastName: 'Garnier',
    dateOfBirth: `${new Date().getFullYear() - 16}-01-15`,
    relationship: 'child',
  });
  const { id } = ((await added.json()) as { data: { id: string } }).data;
  const teenEmail = uniqueEmail('lea');
  await apiPost(api, `/api/me/family/${id}/login`, { email: teenEmail });

  const mail = await waitForMail(page.request, teenEmail, /: choisissez votre mot de passe$/);
  expect(mail.subject).toMatch(/^Votre compte sur .+ : choisissez votre mot de passe$/);
  await page.goto(linkIn(mail, '/auth/reset-password'));
  const password = 'Mot-De-Passe-De-Lea-2026';
  await passwordField(page, 'Nouveau mot de passe').fill(password);
  await passwordField(page, 'Confirmation du mot de passe').fill(password);
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();

  await expect(page).toHaveURL('/auth/login');
  await loginThroughUi(page, teenEmail, password);
  // Her own account: no phone of her own yet, so the first login asks for it.
  await expect(page).toHaveURL('/first-login/setup');

  const family = (await (await api.get('/api/me/family')).json()) as { data: { id: string; loginEmail: string | null; managed: boolean }[] };
  expect(family.data).toEqual([expect.objectContaining({ id, loginEmail: teenEmail.toLowerCase(), managed: true })]);
  await api.dispose();
});
