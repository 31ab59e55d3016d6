import { expect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { apiSignIn, codeIn, createVerifiedUser, loginThroughUi, turnOnEmailTwoFactor, waitForMail } from './identity-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test('connexion avec la validation en deux étapes par code e-mail', async ({ page, playwright, baseURL }) => {
  // A fresh account turns two-factor on through the API, in its own request context.
  const api = await playwright.request.newContext({ baseURL });
  const { email, password } = await createVerifiedUser(api, 'double');
  await apiSignIn(api, email, password);
  await turnOnEmailTwoFactor(api, email);
  await api.dispose();

  const before = new Date().toISOString();
  await page.goto('/auth/login');
  await loginThroughUi(page, email, password);

  await expect(page.getByRole('heading', { level: 1, name: 'Validation en deux étapes' })).toBeVisible();
  await expect(page.getByText('Un code à 6 chiffres vient de vous être envoyé par e-mail.')).toBeVisible();
  const mail = await waitForMail(page.request, email, /Votre code de connexion/, before);

  await page.getByRole('textbox', { name: 'Code reçu par e-mail' }).fill('000000');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.getByRole('alert')).toContainText('Code invalide');

  await page.getByRole('textbox', { name: 'Code reçu par e-mail' }).fill(codeIn(mail));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL('/first-login/setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Finaliser mon inscription' })).toBeVisible();
});
