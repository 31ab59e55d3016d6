import { expect, test } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { withCookiesAccepted } from '../support/site';
import {
  DEMO,
  apiPost,
  apiSignIn,
  linkIn,
  loginThroughUi,
  signUpThroughUi,
  submitMembershipApplicationThroughUi,
  uniqueEmail,
  waitForMail,
} from './identity-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test('inscription → e-mail de vérification → connexion → adhésion → approbation → espace membre', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('ines');
  const password = 'Un-Mot-De-Passe-Solide';

  await signUpThroughUi(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez votre boîte de réception' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const verification = await waitForMail(page.request, email, /Confirmez votre adresse e-mail/);
  await page.goto(linkIn(verification, '/auth/verify'));
  await expect(page).toHaveURL('/auth/verify/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Adresse e-mail vérifiée' })).toBeVisible();

  // The API signs in on verification; start again from a fresh browser session to go through the login form.
  await page.context().clearCookies();
  await withCookiesAccepted(page.context());
  await page.goto('/auth/login');
  await loginThroughUi(page, email, password);
  await expect(page).toHaveURL('/first-login/setup');

  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser mon inscription' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Inès');
  await submitMembershipApplicationThroughUi(page);

  await expect(page.getByText('Votre demande a bien été envoyée')).toBeVisible();
  await expect(page.getByText('En attente').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historique de vos demandes' })).toBeVisible();

  // An administrator approves through the API.
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  await apiSignIn(admin, DEMO.admin);
  const pending = await admin.get(`/api/first-login/applications/pending?search=${encodeURIComponent(email)}`);
  const [application] = ((await pending.json()) as { data: { id: string; user: { email: string } }[] }).data.filter((item) => item.user.email === email);
  expect(application, 'candidature en attente').toBeDefined();
  await apiPost(admin, `/api/first-login/applications/${application!.id}/review`, { decision: 'approved', comments: 'Bienvenue au dojo !' });
  await admin.dispose();

  await page.getByRole('button', { name: 'Actualiser le statut' }).click();
  await expect(page.getByText('Votre adhésion est validée')).toBeVisible();
  await page.getByRole('button', { name: 'Accéder à mon espace membre' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Inès !' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mes adhésions' })).toContainText('Judo');

  // From now on, a sign-in lands on the member area directly.
  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await expect(page).toHaveURL('/');
  await page.goto('/auth/login');
  await loginThroughUi(page, email, password);
  await expect(page).toHaveURL('/dashboard');
});
