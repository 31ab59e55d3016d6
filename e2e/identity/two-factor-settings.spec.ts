import { expect, test, type Page } from '@playwright/test';
import { newJudoMember, totp } from '../account/account-helpers';
import { withCookiesAccepted } from '../support/site';
import { apiPost, apiSignIn, loginThroughUi } from './identity-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

/**
 * A new member (/user/settings is the member area's) with two-factor turned on, signed in in the page's context:
 * by e-mail, or with an authenticator app (set up as the settings page does: enable, then a code of the app).
 */
async function signedInWithTwoFactor(page: Page, prefix: string, method: 'otp' | 'totp' = 'otp') {
  const member = await newJudoMember(prefix);
  await member.request.dispose();
  const account = { email: member.email, password: member.password };
  await apiSignIn(page.request, account.email, account.password);
  const enabled = await apiPost(page.request, '/api/auth/two-factor/enable', { password: account.password, method });
  if (method === 'totp') {
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    await apiPost(page.request, '/api/auth/two-factor/verify-totp', { code: totp(new URL(totpURI).searchParams.get('secret') ?? '') });
  }
  await page.goto('/user/settings');
  const section = page.getByRole('region', { name: 'Validation en deux étapes' });
  await expect(section.getByText('Activée', { exact: true })).toBeVisible();
  return { ...account, section };
}

test('régénérer les codes de secours depuis les paramètres', async ({ page }) => {
  test.setTimeout(90_000);
  const { password, section } = await signedInWithTwoFactor(page, 'codes', 'totp');
  await section.getByRole('button', { name: 'Régénérer les codes de secours' }).click();
  const form = section.getByRole('form', { name: 'Nouveaux codes de secours' });
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Pas-le-bon-mot-de-passe');
  await form.getByRole('button', { name: 'Générer de nouveaux codes' }).click();
  await expect(form.getByText('Mot de passe incorrect')).toBeVisible();
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Générer de nouveaux codes' }).click();
  const codes = section.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes.first()).toBeVisible();
  expect(await codes.count()).toBeGreaterThanOrEqual(8);
  await expect(section.getByText(/ils ne seront plus affichés/)).toBeVisible();
  await expect(section.getByText('Activée', { exact: true })).toBeVisible();
});

test('désactiver la validation en deux étapes : la connexion suivante ne demande plus de code', async ({ page }) => {
  test.setTimeout(90_000);
  const { email, password, section } = await signedInWithTwoFactor(page, 'sans-double');
  await section.getByRole('button', { name: 'Désactiver la validation en deux étapes' }).click();
  const form = section.getByRole('form', { name: 'Désactiver la validation en deux étapes' });
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Validation en deux étapes désactivée')).toBeVisible();
  await expect(section.getByText('Désactivée', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: "Activer avec une application d'authentification" })).toBeVisible();

  await page.context().clearCookies();
  await withCookiesAccepted(page.context());
  await page.goto('/auth/login');
  await loginThroughUi(page, email, password);
  await expect(page).toHaveURL('/dashboard');
});
