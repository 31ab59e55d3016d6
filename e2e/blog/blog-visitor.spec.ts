import { expect as baseExpect, test } from '@playwright/test';
import { expectPage, withCookiesAccepted } from '../support/site';

// Several pages and requests in one story.
// The machine is shared with other suites: pages may take longer than the suite's default to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 120_000 });
import { adminArticle, unique } from './blog-helpers';

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

test('a visitor sees the latest public articles on / (in the served HTML) and in the RSS feed, never a members-only one', async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const members = await adminArticle(api, { title: unique('Compte rendu réservé'), content: 'Réservé aux membres.', status: 'published', visibility: 'members' });
  const published = await adminArticle(api, {
    title: unique('Nouvelle publique'),
    excerpt: 'Une nouvelle pour tout le monde.',
    content: 'Texte public.',
    status: 'published',
    coverImageUrl: 'https://images.example.fr/public.jpg',
  });
  await api.dispose();

  // The prerendered HTML a visitor gets already has the three latest public articles.
  const html = await (await page.request.get('/', { headers: { Cookie: '' } })).text();
  expect(html).toContain('Actualités du club');
  expect(html).toContain(published.title);
  expect(html).not.toContain(members.title);

  await page.goto('/');
  await expectPage(page, /Le sport pour tous/);
  const news = page.getByRole('region', { name: 'Actualités du club' });
  await expect(news.getByRole('listitem')).toHaveCount(3);
  await expect(news.getByRole('link', { name: published.title })).toBeVisible();
  await expect(page.getByText(members.title)).toHaveCount(0);

  const rss = await page.request.get('/blog/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const feed = await rss.text();
  expect(feed).toContain(`<title>${published.title}</title>`);
  expect(feed).not.toContain(members.title);

  // The public article page, with its meta tags in the served HTML.
  const served = await (await page.request.get(`/blog/${published.id}`)).text();
  expect(served).toContain(`<meta property="og:title" content="${published.title}">`);
  expect(served).toContain('<meta name="description" content="Une nouvelle pour tout le monde.">');
  expect(served).toContain('<meta property="og:image" content="https://images.example.fr/public.jpg">');
  await news.getByRole('link', { name: published.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: published.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(published.title));

  // A members-only article does not exist for a visitor.
  await page.goto(`/blog/${members.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeVisible();
  expect(await (await page.request.get(`/blog/${members.id}`)).text()).not.toContain(members.title);
  expect((await page.request.get(`/api/articles/public/${members.id}`)).status()).toBe(404);
});
