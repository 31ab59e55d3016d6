import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../facilities/facilities-helpers';
import { uniqueEmail } from '../identity/identity-helpers';
import { BASE_URL } from '../support/env';
import { withCookiesAccepted } from '../support/site';

const ORIGIN = { Origin: BASE_URL };

test.beforeEach(async ({ context, page }) => {
  await withCookiesAccepted(context);
  await signInAsAdmin(page);
});

test('a role change made through better-auth is listed at /admin/audit, and the list filters by action', async ({ page }) => {
  // The users page is another team's: the admin's calls go to better-auth's admin endpoints, as that page's would.
  const email = uniqueEmail('audit');
  const created = await page.request.post('/api/auth/admin/create-user', {
    data: { email, password: 'Un-mot-de-passe-2026', name: 'Inès Auditée', role: 'member' },
    headers: ORIGIN,
  });
  expect(created.ok(), `create-user : ${created.status()}`).toBe(true);
  const { user } = (await created.json()) as { user: { id: string } };
  const promoted = await page.request.post('/api/auth/admin/set-role', { data: { userId: user.id, role: 'coach' }, headers: ORIGIN });
  expect(promoted.ok(), `set-role : ${promoted.status()}`).toBe(true);

  await page.goto(`/admin/audit?target=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: "Journal d'audit" })).toBeVisible();
  const table = page.getByRole('table', { name: "Journal d'audit" });
  const rows = table.getByRole('row').filter({ hasText: email });
  await expect(rows).toHaveCount(2);
  // Newest first: the role change, then the creation, both by the demo admin.
  await expect(rows.nth(0)).toContainText('Changement de rôle');
  await expect(rows.nth(0)).toContainText('Membre → Entraîneur');
  await expect(rows.nth(1)).toContainText('Création de compte');

  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Changement de rôle' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/action=user\.role/);
  await expect(page).toHaveURL(new RegExp(`target=${encodeURIComponent(email).replace(/[.]/g, '\\.')}`));
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Création de compte' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Suppression de compte' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByRole('heading', { name: 'Aucune action ne correspond à ces filtres' })).toBeVisible();
});

test("the admin home shows the users widget: the count and the newest accounts, linking to the users' management", async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: "Bienvenue sur le panel d'administration" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gestion des utilisateurs' })).toBeVisible();
  const widget = page.getByRole('region', { name: 'Utilisateurs' });
  // A widget loads after the page (its remote's chunk, the shell's auth client, then its data), beside the
  // others: under a loaded CI it once took longer than the default timeout (bench/results/figures-from-code-comments.md).
  await expect(widget.getByText(/^\d+ comptes?$/)).toBeVisible({ timeout: 20_000 });
  await expect(widget.getByRole('list', { name: 'Derniers comptes créés' }).getByRole('listitem').first()).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Gérer les utilisateurs' })).toHaveAttribute('href', '/admin/users');
});

test('a member gets the refusal of /admin/audit in French from the API', async ({ page }) => {
  const member = await page.request.post('/api/auth/sign-in/email', { data: { email: 'membre@demo.asso.fr', password: 'Demo-Password-2026' }, headers: ORIGIN });
  expect(member.ok()).toBe(true);
  const response = await page.request.get('/api/admin/audit');
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ message: "Vous n'avez pas les permissions nécessaires pour effectuer cette action." });
});
