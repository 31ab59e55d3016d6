import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_REFUSAL, DEMO, apiSignIn, loginThroughUi, uniqueEmail } from '../identity/identity-helpers';
import { withCookiesAccepted } from '../support/site';

const PASSWORD = 'Mot-de-passe-solide-2026';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

const usersTable = (page: Page) => page.getByRole('table', { name: /^Utilisateurs \(\d+\)$/ });
const rowOf = (page: Page, email: string) => usersTable(page).getByRole('row').filter({ hasText: email });

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Nom ou e-mail' }).fill(text);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%40/g, '(%40|@)')}`));
}

/** A sign-in in a browser of its own (the admin's stays signed in). */
async function signInElsewhere(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await withCookiesAccepted(context);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await loginThroughUi(page, email, PASSWORD);
  return page;
}

test("l'administrateur cherche, crée, promeut, suspend et réactive un compte", async ({ page, browser }) => {
  // Three more sign-ins in browsers of their own: long on a busy machine.
  test.setTimeout(90_000);
  await apiSignIn(page.request, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Gestion des utilisateurs' }).first().click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des utilisateurs' })).toBeVisible();

  await search(page, 'coach@demo.asso.fr');
  await expect(rowOf(page, 'coach@demo.asso.fr')).toContainText('Entraîneur');

  const email = uniqueEmail('lucie');
  await page.getByRole('button', { name: 'Créer un utilisateur' }).click();
  const create = page.getByRole('dialog', { name: 'Créer un utilisateur' });
  await create.getByRole('textbox', { name: 'Nom' }).fill('Lucie Ferrand');
  await create.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await create.getByLabel('Mot de passe (12 caractères minimum)').fill(PASSWORD);
  await create.getByRole('combobox', { name: 'Rôle' }).selectOption({ label: 'Membre' });
  await create.getByRole('button', { name: "Créer l'utilisateur" }).click();
  await expect(create).toBeHidden();

  await search(page, email);
  const row = rowOf(page, email);
  await expect(row).toContainText('Membre');
  // The row's actions are behind its « Actions » button, in a line under the row; they stay open while the admin works on that person.
  await row.getByRole('button', { name: 'Actions : Lucie Ferrand' }).click();
  await usersTable(page).getByRole('button', { name: 'Rôle : Lucie Ferrand' }).click();
  const role = page.getByRole('dialog', { name: 'Changer le rôle de Lucie Ferrand' });
  await role.getByRole('combobox', { name: 'Rôle' }).selectOption({ label: 'Entraîneur' });
  await role.getByRole('button', { name: 'Enregistrer le rôle' }).click();
  await expect(role).toBeHidden();
  await expect(row).toContainText('Entraîneur');

  const coach = await signInElsewhere(browser, email);
  await expect(coach).toHaveURL('/dashboard');
  await coach.context().close();

  await usersTable(page).getByRole('button', { name: 'Suspendre : Lucie Ferrand' }).click();
  const ban = page.getByRole('dialog', { name: 'Suspendre Lucie Ferrand' });
  await ban.getByRole('textbox', { name: 'Motif' }).fill('Cotisation impayée');
  await ban.getByRole('button', { name: 'Suspendre' }).click();
  await expect(ban).toBeHidden();
  await expect(row).toContainText('Oui : Cotisation impayée');

  const banned = await signInElsewhere(browser, email);
  await expect(banned.getByRole('alert')).toContainText('Votre compte a été suspendu');
  await expect(banned).toHaveURL(/\/auth\/login/);
  await banned.context().close();

  await usersTable(page).getByRole('button', { name: 'Lever la suspension : Lucie Ferrand' }).click();
  await expect(row.getByRole('cell', { name: 'Non', exact: true })).toHaveCount(1);
  const again = await signInElsewhere(browser, email);
  await expect(again).toHaveURL('/dashboard');
  await again.context().close();
});

test("l'administrateur se connecte en tant qu'un membre puis revient à son compte", async ({ page }) => {
  await apiSignIn(page.request, DEMO.admin);
  await page.goto('/admin/users');
  await search(page, DEMO.member);
  const row = rowOf(page, DEMO.member);
  await row.getByRole('button', { name: /^Actions : / }).click();
  await usersTable(page)
    .getByRole('button', { name: /^Se connecter en tant que : / })
    .click();
  await expect(page).toHaveURL('/dashboard');
  const banner = page.getByRole('region', { name: "Emprunt d'identité" });
  await expect(banner).toContainText(/Connecté en tant que Julie/);
  await page.goto('/');
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Revenir à mon compte administrateur' }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des utilisateurs' })).toBeVisible();
  await expect(banner).toBeHidden();
});

for (const who of ['member', 'coach'] as const) {
  test(`un ${who === 'member' ? 'membre' : 'entraîneur'} voit le refus de la gestion des utilisateurs`, async ({ page }) => {
    await apiSignIn(page.request, DEMO[who]);
    await page.goto('/admin/users');
    await expect(page.getByRole('alert')).toContainText(ADMIN_REFUSAL);
    await expect(page.getByRole('table')).toHaveCount(0);
  });
}
