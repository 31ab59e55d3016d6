import { expect, test, type Page } from '@playwright/test';
import { newJudoMember, totp } from '../account/account-helpers';
import { withCookiesAccepted } from '../support/site';
import { apiPost, apiSignIn, codeIn, loginThroughUi, turnOnEmailTwoFactor, waitForMail } from './identity-helpers';

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
  if (method === 'otp') await turnOnEmailTwoFactor(page.request, account.email);
  else {
    const enabled = await apiPost(page.request, '/api/auth/two-factor/enable', { password: account.password, method });
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

// Issue 32: the e-mail method turned on without a test code, then spoke of « votre application ».
test('activer la validation en deux étapes par e-mail avec un code de test, puis se connecter avec le code reçu', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await newJudoMember('double-email');
  await member.request.dispose();
  await apiSignIn(page.request, member.email, member.password);
  await page.goto('/user/settings');
  const section = page.getByRole('region', { name: 'Validation en deux étapes' });
  const before = new Date(Date.now() - 1000).toISOString();
  await section.getByRole('button', { name: 'Recevoir les codes par e-mail' }).click();
  const form = section.getByRole('form', { name: 'Confirmer la validation en deux étapes par e-mail' });
  await expect(form).toBeVisible();
  await expect(section.getByText('Désactivée', { exact: true })).toBeVisible();
  const mail = await waitForMail(page.request, member.email, /Votre code de connexion/, before);

  await form.getByRole('textbox', { name: /^Code reçu par e-mail/ }).fill(codeIn(mail) === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Activer la validation en deux étapes' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(section.getByText('Désactivée', { exact: true })).toBeVisible();

  await form.getByRole('textbox', { name: /^Code reçu par e-mail/ }).fill(codeIn(mail));
  await form.getByRole('button', { name: 'Activer la validation en deux étapes' }).click();
  await expect(section.getByText('Activée', { exact: true })).toBeVisible();
  await expect(section.getByText(/Un code vous est envoyé par e-mail à chaque connexion/)).toBeVisible();
  await expect(section).not.toContainText('application');
  await expect(section.getByRole('button', { name: 'Régénérer les codes de secours' })).toHaveCount(0);

  await page.context().clearCookies();
  await withCookiesAccepted(page.context());
  const signIn = new Date(Date.now() - 1000).toISOString();
  await page.goto('/auth/login');
  await loginThroughUi(page, member.email, member.password);
  await expect(page.getByText(/saisissez le code reçu par e-mail pour terminer la connexion/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Code de secours' })).toHaveCount(0);
  const code = await waitForMail(page.request, member.email, /Votre code de connexion/, signIn);
  await page.getByRole('textbox', { name: 'Code reçu par e-mail' }).fill(codeIn(code));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL('/dashboard');
});
