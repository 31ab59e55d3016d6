import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN_REFUSAL, DEMO, apiPost, apiSignIn, createVerifiedUser, loginThroughUi, uniqueEmail } from '../identity/identity-helpers';
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
async function signInElsewhere(browser: Browser, email: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext();
  await withCookiesAccepted(context);
  const page = await context.newPage();
  await page.goto('/auth/login');
  await loginThroughUi(page, email, password);
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
  // Issue 32: lifting a suspension is confirmed first, with a button in the primary colour.
  const unban = page.getByRole('alertdialog', { name: 'Lever la suspension de Lucie Ferrand ?' });
  await expect(unban.getByRole('button', { name: 'Lever la suspension' })).toHaveAttribute('data-tone', 'positive');
  await unban.getByRole('button', { name: 'Lever la suspension' }).click();
  await expect(unban).toBeHidden();
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

// Issue 32: « Révoquer les sessions » signed a person out everywhere on one click.
test('« Révoquer les sessions » demande confirmation, en rouge, puis ferme toutes les sessions de la personne', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const person = await createVerifiedUser(page.request, 'revoquee');
  const elsewhere = await signInElsewhere(browser, person.email, person.password);
  await expect(elsewhere).toHaveURL('/first-login/setup');

  await apiSignIn(page.request, DEMO.admin);
  await page.goto('/admin/users');
  await search(page, person.email);
  await rowOf(page, person.email).getByRole('button', { name: 'Actions : Inès Garnier' }).click();
  await usersTable(page).getByRole('button', { name: 'Révoquer les sessions : Inès Garnier' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Révoquer toutes les sessions de Inès Garnier ?' });
  await expect(dialog).toContainText('seront fermées, sur tous ses appareils');
  await expect(dialog.getByRole('button', { name: 'Révoquer les sessions' })).toHaveAttribute('data-tone', 'destructive');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await elsewhere.goto('/user/settings');
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();

  await usersTable(page).getByRole('button', { name: 'Révoquer les sessions : Inès Garnier' }).click();
  await dialog.getByRole('button', { name: 'Révoquer les sessions' }).click();
  await expect(page.getByText('Toutes les sessions ont été révoquées')).toBeVisible();
  await elsewhere.goto('/user/settings');
  await expect(elsewhere).toHaveURL(/\/auth\/login/);
  await elsewhere.context().close();
});

// Issue 32: clubs expect to filter users by role or suspension.
test("l'administrateur filtre les utilisateurs par rôle et par statut, gardés dans l'adresse", async ({ page }) => {
  await apiSignIn(page.request, DEMO.admin);
  const email = uniqueEmail('filtree');
  const created = await apiPost(page.request, '/api/auth/admin/create-user', { email, password: PASSWORD, name: 'Fanny Filtrée', role: 'member' });
  const { user } = (await created.json()) as { user: { id: string } };
  await apiPost(page.request, '/api/auth/admin/ban-user', { userId: user.id, banReason: 'Cotisation impayée' });

  await page.goto('/admin/users');
  const filters = page.getByRole('search', { name: 'Rechercher des utilisateurs' });
  await filters.getByRole('searchbox', { name: 'Nom ou e-mail' }).fill(email);
  await filters.getByRole('combobox', { name: 'Rôle' }).selectOption({ label: 'Membre' });
  await filters.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Suspendu' });
  await filters.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/role=member&status=suspended/);
  await expect(rowOf(page, email)).toContainText('Oui : Cotisation impayée');

  await filters.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Actif' });
  await filters.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect(page.getByRole('heading', { name: 'Aucun utilisateur trouvé' })).toBeVisible();

  await page.goto(`/admin/users?search=${encodeURIComponent(email)}&role=coach`);
  await expect(page.getByRole('heading', { name: 'Aucun utilisateur trouvé' })).toBeVisible();
  await expect(filters.getByRole('combobox', { name: 'Rôle' })).toHaveValue('coach');
  await page.goto(`/admin/users?search=${encodeURIComponent(DEMO.coach)}&role=coach&status=active`);
  await expect(rowOf(page, DEMO.coach)).toContainText('Entraîneur');
});
