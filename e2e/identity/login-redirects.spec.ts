import { expect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { ADMIN_REFUSAL, DEMO, loginThroughUi } from './identity-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test.describe('connexion : destination selon le rôle', () => {
  for (const { who, email, landing, heading, firstName, areaLink } of [
    {
      who: 'administrateur',
      email: DEMO.admin,
      landing: '/admin',
      heading: "Bienvenue sur le panel d'administration",
      firstName: 'Nathalie',
      areaLink: 'Administration',
    },
    { who: 'membre', email: DEMO.member, landing: '/dashboard', heading: 'Bienvenue, Julie !', firstName: 'Julie', areaLink: 'Espace membre' },
    {
      who: 'nouvel utilisateur',
      email: DEMO.newcomer,
      landing: '/first-login/setup',
      heading: 'Finaliser mon inscription',
      firstName: 'Thomas',
      areaLink: 'Espace membre',
    },
  ]) {
    test(`${who} → ${landing}`, async ({ page }) => {
      await page.goto('/auth/login');
      const account = page.getByRole('navigation', { name: 'Mon compte' });
      await expect(account.getByRole('link', { name: 'Connexion' })).toBeVisible();
      await loginThroughUi(page, email);
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The sign-in happened in mf-auth; the shell's header sees it: one session store per page.
      await expect(account).toContainText(`Connecté : ${firstName}`);
      await expect(account.getByRole('link', { name: areaLink })).toBeVisible();
    });
  }
});

test('une page protégée envoie le visiteur à la connexion, qui le ramène ensuite à la page demandée', async ({ page }) => {
  await page.goto('/admin/facilities/complexes');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fadmin%2Ffacilities%2Fcomplexes');
  await loginThroughUi(page, DEMO.admin);
  await expect(page).toHaveURL('/admin/facilities/complexes');
});

test("l'espace membre aussi, et un nouvel utilisateur est d'abord envoyé à la finalisation de l'inscription", async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fdashboard');
  await loginThroughUi(page, DEMO.newcomer);
  await expect(page).toHaveURL('/first-login/setup');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/first-login/setup');
});

test("un membre est refusé dans l'administration (redirect honoré, puis vue d'erreur)", async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fadmin');
  await loginThroughUi(page, DEMO.coach);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('alert')).toContainText(ADMIN_REFUSAL);
  await expect(page.getByRole('heading', { name: "Bienvenue sur le panel d'administration" })).toHaveCount(0);
});

// Issue 27: the redirect was checked raw, then the URL parser turned `/.//evil.example/owned` into `//evil.example/owned`.
test("une redirection qui sortirait du site une fois normalisée n'est pas suivie, à la connexion comme une fois connecté", async ({ page }) => {
  const offSite: string[] = [];
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => {
      offSite.push(route.request().url());
      return route.abort();
    },
  );
  const leaving = '/auth/login?redirect=%2F.%2F%2Fevil.example%2Fowned';
  await page.goto(leaving);
  await loginThroughUi(page, DEMO.member);
  await expect(page).toHaveURL('/dashboard');
  // Signed in, the auth area sends the visitor on at once: the case the review reproduced.
  await page.goto(leaving);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue, Julie !' })).toBeVisible();
  expect(offSite).toEqual([]);
});

test('mauvais mot de passe : message du catalogue, en français', async ({ page }) => {
  await page.goto('/auth/login');
  await loginThroughUi(page, DEMO.member, 'pas-le-bon-mot-de-passe');
  await expect(page.getByRole('alert')).toContainText('Email ou mot de passe incorrect');
  await expect(page).toHaveURL('/auth/login');
});
