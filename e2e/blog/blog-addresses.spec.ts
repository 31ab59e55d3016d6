import { expect as baseExpect, test } from '@playwright/test';
import { withCookiesAccepted } from '../support/site';
import { ADMIN, MEMBER, adminArticle, signIn, toast, unique } from './blog-helpers';

// Issue 32: an article's « Adresse » (its slug) is where readers find it: /blog/<slug> and /dashboard/blog/<slug>;
// the old id form moves there; quotes and code look the same in the editor's preview and on the published page.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test("an admin sees the article's address live, publishes it, and visitors and members read it there", async ({ page, browser }) => {
  const title = unique('Fête du club été');
  const expectedSlug = title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  await signIn(page, ADMIN);
  await page.goto('/admin/blog/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvel article' })).toBeVisible();
  await expect(page.getByText('Slug')).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
  const origin = new URL(page.url()).origin;
  await expect(page.getByTestId('article-address')).toHaveText(`${origin}/blog/${expectedSlug}`);
  await page.getByRole('textbox', { name: /^Contenu/ }).fill('> Le sport pour tous.\n\nAppelez `fete()` :\n\n```\nrendez-vous 14 h\n```');
  const preview = page.getByTestId('article-preview');
  await expect(preview.locator('blockquote')).toBeVisible();
  // Runs in the page: only its argument crosses over.
  const styleOf = (element: Element, selector: string) => {
    const style = getComputedStyle(element.querySelector(selector)!);
    return { border: style.borderInlineStartWidth + style.borderInlineStartStyle, background: style.backgroundColor, font: style.fontFamily };
  };
  const previewQuote = await preview.evaluate(styleOf, 'blockquote');
  const previewCode = await preview.evaluate(styleOf, 'pre');
  await page.getByRole('combobox', { name: /^Statut/ }).selectOption('published');
  await page.getByRole('button', { name: "Créer l'article" }).click();
  await expect(toast(page, 'Article créé avec succès')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`/blog/${expectedSlug}`, { exact: true })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1)!;

  // Another article cannot take that address: a French message under the field.
  await page.goto('/admin/blog/create');
  await page.getByRole('textbox', { name: /^Titre/ }).fill(unique('Doublon'));
  await page.getByRole('textbox', { name: /^Adresse/ }).fill(expectedSlug);
  await page.getByRole('textbox', { name: /^Contenu/ }).fill('Texte.');
  await page.getByRole('button', { name: "Créer l'article" }).click();
  await expect(page.getByText("Cette adresse est déjà celle d'un autre article : choisissez-en une autre").first()).toBeVisible();

  // A visitor: the address works, the old id form moves to it for good, the quote and the code look as in the preview.
  const visitor = await browser.newContext();
  await withCookiesAccepted(visitor);
  const reader = await visitor.newPage();
  await reader.goto(`/blog/${expectedSlug}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const body = reader.locator('article').filter({ has: reader.locator('blockquote') });
  expect(await body.evaluate(styleOf, 'blockquote')).toEqual(previewQuote);
  expect(await body.evaluate(styleOf, 'pre')).toEqual(previewCode);
  expect(previewQuote.border).toBe('4pxsolid');
  const moved = await reader.request.get(`/blog/${id}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/blog/${expectedSlug}`);
  await reader.goto(`/blog/${id}`);
  await expect(reader).toHaveURL(`/blog/${expectedSlug}`);
  await visitor.close();
});

test('a member opening an article by its old id address lands on its slug address, the id form gone from the history', async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const article = (await adminArticle(api, { title: unique('Réservé aux adhérents'), content: 'Texte.', status: 'published', visibility: 'members' })) as {
    id: string;
    title: string;
    slug: string;
  };
  await api.dispose();
  await signIn(page, MEMBER);
  await page.goto('/dashboard/blog/');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: article.title })).toHaveAttribute('href', `/dashboard/blog/${article.slug}`);
  await page.evaluate((id) => {
    window.history.pushState(null, '', `/dashboard/blog/${id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, article.id);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await expect(page).toHaveURL(`/dashboard/blog/${article.slug}`);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/blog\/?$/);
});
