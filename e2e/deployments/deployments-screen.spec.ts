import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../facilities/facilities-helpers';
import { BASE_URL } from '../support/env';
import { withCookiesAccepted } from '../support/site';
import { publishVariant, SCREEN_REMOTE, servedVersion } from './deployments-helpers';

// The « Déploiements » screen (docs/decisions/165-deployments-screen.md), walked by an admin in order: a publish
// token created, used and revoked; a rollback; a canary promoted, another aborted. The builds it publishes are
// the screen's own remote under other names: the journeys beside it see the same pages.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, page }) => {
  await withCookiesAccepted(context);
  await signInAsAdmin(page);
});

const remoteSection = (page: Page) => page.getByRole('region', { name: SCREEN_REMOTE, exact: true });

async function openScreen(page: Page): Promise<void> {
  await page.goto('/admin/deployments');
  await expect(page.getByRole('heading', { level: 1, name: 'Déploiements' })).toBeVisible();
}

test('a publish token is created for one remote, its secret shown once, then used and revoked', async ({ page, playwright }) => {
  const name = `Équipe e2e ${Date.now()}`;
  await openScreen(page);
  await page.getByRole('button', { name: 'Créer un jeton' }).click();
  const form = page.getByRole('dialog', { name: 'Créer un jeton de publication' });
  await form.getByRole('button', { name: 'Créer le jeton' }).click();
  await expect(form.getByText('Le nom du jeton est requis')).toBeVisible();
  await form.getByRole('textbox', { name: 'Nom du jeton' }).fill(name);
  await form.getByRole('combobox', { name: 'Remote' }).selectOption(SCREEN_REMOTE);
  await form.getByRole('button', { name: 'Créer le jeton' }).click();

  const shown = page.getByRole('dialog', { name: `Jeton « ${name} » créé` });
  await expect(shown.getByText('il ne sera plus jamais affiché')).toBeVisible();
  const secret = await shown.getByRole('textbox', { name: 'Jeton' }).inputValue();
  expect(secret).toMatch(/^club_pub_/);
  await expect(shown.getByText(`CLUB_PUBLISH_TOKEN=${secret} pnpm remote:publish ${SCREEN_REMOTE} --site ${BASE_URL}`)).toBeVisible();
  await shown.getByRole('button', { name: "J'ai copié le jeton" }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Jamais utilisé');
  await expect(row).toContainText('Actif');

  // The token works for its remote only, and its use shows on the screen.
  const team = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Authorization: `Bearer ${secret}` } });
  expect((await team.get(`/api/deployments/${SCREEN_REMOTE}`)).status()).toBe(200);
  expect((await team.get('/api/deployments/mf-public')).status()).toBe(403);
  await page.reload();
  await expect(row).not.toContainText('Jamais utilisé');

  await page.getByRole('button', { name: `Révoquer le jeton ${name} de ${SCREEN_REMOTE}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Révoquer le jeton « ${name} » ?` });
  await expect(confirm).toContainText(`il ne pourra plus publier ${SCREEN_REMOTE}`);
  await confirm.getByRole('button', { name: 'Révoquer le jeton' }).click();
  await expect(page.getByText(`Jeton « ${name} » révoqué.`)).toBeVisible();
  await expect(row).toContainText('Révoqué');
  expect((await team.get(`/api/deployments/${SCREEN_REMOTE}`)).status()).toBe(401);
  await team.dispose();
});

test('an earlier version is put back online after a confirmation, and served on the next page load', async ({ page }) => {
  const published = await publishVariant(page.request, SCREEN_REMOTE, 'e2e-rollback');
  await openScreen(page);
  const section = remoteSection(page);
  await expect(section).toContainText(`Version ${published.version}`);
  const earlier = published.version - 1;

  await section.getByRole('button', { name: `Revenir à la version ${earlier} de ${SCREEN_REMOTE}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Revenir à la version ${earlier} de ${SCREEN_REMOTE} ?` });
  await expect(dialog).toContainText(`Tous les visiteurs recevront la version ${earlier}`);
  await dialog.getByRole('button', { name: `Revenir à la version ${earlier}` }).click();
  await expect(page.getByText(`${SCREEN_REMOTE} : la version ${earlier} est de nouveau en ligne.`)).toBeVisible();
  await expect(section.getByRole('button', { name: `Remettre en ligne la version ${published.version} de ${SCREEN_REMOTE}` })).toBeVisible();
  // Every instance rereads the releases within a second (ADR 162).
  await expect.poll(() => servedVersion(page.request, SCREEN_REMOTE), { timeout: 5_000 }).toBe(String(earlier));
});

test('a canary shows its share and is promoted to everyone', async ({ page }) => {
  const published = await publishVariant(page.request, SCREEN_REMOTE, 'e2e-canary-promote', 50);
  expect(published.candidate).toEqual({ version: published.version, percent: 50 });
  await openScreen(page);
  const section = remoteSection(page);
  await expect(section.getByRole('heading', { level: 4, name: 'Version candidate' })).toBeVisible();
  await expect(section.getByText(`Version ${published.version}, servie à 50 % des visiteurs`)).toBeVisible();

  await section.getByRole('button', { name: `Généraliser la version ${published.version} de ${SCREEN_REMOTE}` }).click();
  await expect(page.getByText(`${SCREEN_REMOTE} : la version ${published.version} est en ligne pour tous les visiteurs.`)).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Version candidate' })).toHaveCount(0);
  await expect.poll(() => servedVersion(page.request, SCREEN_REMOTE), { timeout: 5_000 }).toBe(String(published.version));
});

test('a canary is aborted after a confirmation: everyone keeps the current version', async ({ page }) => {
  const published = await publishVariant(page.request, SCREEN_REMOTE, 'e2e-canary-abort', 50);
  const current = published.current;
  await openScreen(page);
  const section = remoteSection(page);
  await section.getByRole('button', { name: `Abandonner la version ${published.version} de ${SCREEN_REMOTE}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Abandonner la version candidate ${published.version} de ${SCREEN_REMOTE} ?` });
  await expect(dialog).toContainText(`reviendront à la version ${current}`);
  await dialog.getByRole('button', { name: `Abandonner la version ${published.version}` }).click();
  await expect(page.getByText(`${SCREEN_REMOTE} : version candidate ${published.version} abandonnée, la version ${current} reste en ligne.`)).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Version candidate' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: `Remettre en ligne la version ${published.version} de ${SCREEN_REMOTE}` })).toBeVisible();
});
