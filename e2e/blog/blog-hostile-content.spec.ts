import { expect as baseExpect, test, type Page } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';

// Several pages and sign-ins in one story.
// The machine is shared with other suites: pages may take longer than the suite's default to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 120_000 });
import { ADMIN, MEMBER, adminArticle, signIn, unique } from './blog-helpers';

const HOSTILE = [
  '<script>window.__pwned = "script"</script>',
  '',
  '<img src="x" onerror="window.__pwned = \'img\'">',
  '',
  "[Cliquez ici](javascript:window.__pwned='link')",
  '',
  '<a href="javascript:window.__pwned=\'a\'">lien piégé</a>',
].join('\n');

/** Nothing the content carried is active: no script, no handler, no javascript: link, no dialog, no flag. */
async function expectNothingActive(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = page.locator('main');
  await expect(article.locator('script')).toHaveCount(0);
  await expect(article.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
  await expect(article.locator('a[href^="javascript" i]')).toHaveCount(0);
  await expect(article.locator('img[src="x"]')).toHaveCount(0);
  // Shown as text: the reader sees what was typed, harmless.
  await expect(article.getByText('<img src="x" onerror="window.__pwned = \'img\'">')).toBeVisible();
  for (const link of await article.getByRole('link', { name: /Cliquez ici|lien piégé/ }).all()) await link.click();
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
}

test('an article with <script>, <img onerror> and javascript: links shows none of them active anywhere', async ({ page, context, playwright }) => {
  await withCookiesAccepted(context);
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const article = await adminArticle(api, { title: unique('Article piégé'), content: HOSTILE, status: 'published' });
  await api.dispose();
  page.on('dialog', (dialog) => {
    throw new Error(`boîte de dialogue inattendue : ${dialog.message()}`);
  });

  await page.goto(`/blog/${article.id}`);
  await expectNothingActive(page, article.title);

  await signIn(page, MEMBER);
  await page.goto(`/dashboard/blog/${article.id}`);
  await expectNothingActive(page, article.title);

  await signIn(page, ADMIN);
  await page.goto(`/admin/blog/${article.id}`);
  await expectNothingActive(page, article.title);
  await page.goto(`/admin/blog/${article.id}/edit`);
  await expect(page.getByTestId('article-preview')).toContainText('<script>window.__pwned = "script"</script>');
  await expect(page.getByTestId('article-preview').locator('script, img, a[href^="javascript" i]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
});
