import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { expectPage, mainNav, withCookiesAccepted } from '../support/site';
import { adminArticle, unique } from './blog-helpers';

// Issue 32: visitors read older news in the archive /blog (prerendered, ten articles a page, newest first).
// The machine is shared with other suites: pages may take longer than the suite's default to appear.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ context }) => withCookiesAccepted(context));

/** Enough public articles for the archive to have a second page (the suite's database may hold few). */
async function atLeastElevenPublicArticles(api: APIRequestContext) {
  const { total } = (await (await api.get('/api/articles/public?limit=1')).json()) as { total: number };
  for (let n = total; n < 11; n += 1) await adminArticle(api, { title: unique('Brève du club'), content: 'Une brève.', status: 'published' });
}

test('a visitor pages back through the archive to an old article, from the home page, and comes back to the same page', async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  await atLeastElevenPublicArticles(api);
  const old = await adminArticle(api, {
    title: unique('Assemblée générale de 2019'),
    excerpt: 'Le compte rendu de notre assemblée.',
    content: 'Le bureau a été réélu.',
    status: 'published',
    publishedAt: '2019-06-15T18:00:00.000Z',
  });
  const oldSlug = (old as { slug?: string }).slug!;
  const members = await adminArticle(api, { title: unique('Réservé aux membres'), content: 'Entre nous.', status: 'published', visibility: 'members' });
  await api.dispose();

  // The served HTML of /blog already holds the newest articles (prerendered page, island filled by the server).
  const served = await (await page.request.get('/blog', { headers: { Cookie: '' } })).text();
  expect(served).toContain('<h1');
  expect(served).toMatch(/id="club-blog-archive"[^>]*data-served="\/blog"><ol class="articles">/);
  expect(served).toContain('rel="next">Page suivante</a>');
  expect(served).not.toContain(members.title);

  await page.goto('/');
  await expectPage(page, /Le sport pour tous/);
  await expect(mainNav(page).getByRole('link', { name: 'Actualités' })).toHaveAttribute('href', '/blog');
  await page.getByRole('region', { name: 'Actualités du club' }).getByRole('link', { name: 'Toutes les actualités' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Actualités du club' })).toBeVisible();
  await expect(page).toHaveTitle(/^Actualités du club — /);
  await expect(mainNav(page).getByRole('link', { name: 'Actualités' })).toHaveAttribute('aria-current', 'page');
  const pager = page.getByRole('navigation', { name: 'Pages des actualités' });
  await expect(pager).toContainText(/Page 1 sur \d+/);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })).toHaveCount(10);

  // Older and older: « Page suivante » until the 2019 article shows (it is the oldest, on the last page).
  for (let turns = 0; (await page.getByRole('link', { name: old.title }).count()) === 0; turns += 1) {
    expect(turns, 'the old article is on one of the pages').toBeLessThan(30);
    const before = await pager.getByText(/^Page \d+ sur \d+$/).textContent();
    await pager.getByRole('link', { name: 'Page suivante' }).click();
    await expect(pager.getByText(/^Page \d+ sur \d+$/)).not.toHaveText(before!);
  }
  await expect(page).toHaveURL(/\/blog\?page=\d+$/);
  const archivePage = page.url();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: old.title }) });
  await expect(item).toContainText('15 juin 2019');
  await expect(item).toContainText('Le compte rendu de notre assemblée.');
  await expect(pager.getByRole('link', { name: 'Page suivante' })).toHaveCount(0);
  await expect(page.getByText(members.title)).toHaveCount(0);

  await item.getByRole('link', { name: old.title }).click();
  await expect(page).toHaveURL(`/blog/${oldSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: old.title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(archivePage);
  await expect(page.getByRole('link', { name: old.title })).toBeVisible();

  // The same page, loaded afresh: the server fills it with that page's articles.
  await page.reload();
  await expect(page.getByRole('link', { name: old.title })).toBeVisible();
  await pager.getByRole('link', { name: 'Page précédente' }).click();
  await expect(page.getByRole('link', { name: old.title })).toHaveCount(0);
});
