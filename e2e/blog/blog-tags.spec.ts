import { expect as baseExpect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { adminArticle, adminTag, toast, unique } from './blog-helpers';

// The machine is shared with other suites: pages may take longer than the suite's default to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test('an admin renames a tag and deletes it: its article stays, without it', async ({ page }) => {
  const tag = await adminTag(page.request, unique('Vétérans'));
  const article = await adminArticle(page.request, { title: unique('Sortie des vétérans'), content: 'Rendez-vous au stade.', tagIds: [tag.id] });
  const renamed = unique('Masters');

  await page.goto('/admin/blog');
  await page.getByRole('link', { name: 'Tags', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tag.name, exact: true }) });
  await expect(row.getByRole('link', { name: '1 article' })).toBeVisible();

  await row.getByRole('button', { name: `Renommer le tag ${tag.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Renommer le tag « ${tag.name} »` });
  await dialog.getByRole('textbox', { name: 'Nouveau nom' }).fill(renamed);
  await dialog.getByRole('button', { name: 'Renommer' }).click();
  await expect(toast(page, `Tag renommé en « ${renamed} »`)).toBeVisible();
  await page.goto(`/admin/blog/${article.id}`);
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();

  await page.goto('/admin/blog/tags');
  await page.getByRole('button', { name: `Supprimer le tag ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Supprimer le tag « ${renamed} » ?` });
  await expect(confirm).toContainText("Il sera retiré de l'article qui le porte");
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, `Tag « ${renamed} » supprimé avec succès`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: renamed, exact: true })).toHaveCount(0);
  await page.goto(`/admin/blog/${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
});
