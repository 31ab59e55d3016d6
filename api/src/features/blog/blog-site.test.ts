import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, facilitiesTestbed, FACILITIES_NOW, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { writeArticle } from '../../testing/blog-fixtures';
import { blogSite } from './blog-site';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(FACILITIES_NOW.getTime() - n * DAY).toISOString();

describe.each(testDatabases())('blog pages for visitors on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  const ids: Record<string, string> = {};
  const slugs: Record<string, string> = {};

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
    for (const [key, patch] of Object.entries({
      oldest: { title: 'Le plus ancien', publishedAt: daysAgo(9) },
      second: { title: 'Deuxième <nouvelle>', publishedAt: daysAgo(3), excerpt: 'Résumé & "citation"' },
      third: { title: 'Troisième', publishedAt: daysAgo(2) },
      latest: { title: 'Dernier', publishedAt: daysAgo(1), coverImageUrl: 'https://images.example.fr/a.jpg' },
      members: { title: 'Réservé aux membres', publishedAt: daysAgo(1), visibility: 'members' },
      scheduled: { title: 'Programmé', publishedAt: new Date(FACILITIES_NOW.getTime() + DAY).toISOString() },
    })) {
      ({ id: ids[key], slug: slugs[key] } = await writeArticle(app, as.admin, { status: 'published', ...patch }));
    }
  });
  afterAll(() => database.dispose());

  const site = () => blogSite({ db: database.db, dialect: database.dialect, now: () => FACILITIES_NOW }, { name: 'US Coteaux', url: 'https://club.example.fr' });

  it('puts the three latest public articles, escaped, in the home page island and nothing else', async () => {
    const html = await site().latestArticlesHtml();
    expect([...html.matchAll(/<h3><a href="\/blog\/([^"]+)">/g)].map((match) => match[1])).toEqual([slugs.latest, slugs.third, slugs.second]);
    expect(slugs.second).toBe('deuxieme-nouvelle');
    expect(html).toContain('Deuxième &lt;nouvelle&gt;');
    expect(html).toContain('Résumé &amp; &quot;citation&quot;');
    expect(html).not.toMatch(/Réservé aux membres|Programmé|Le plus ancien/);
  });

  it('serves an RSS feed of public articles only', async () => {
    const rss = await site().rss();
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(rss.match(/<item>/g)).toHaveLength(4);
    expect(rss).toContain(`<link>https://club.example.fr/blog/${slugs.latest}</link>`);
    expect(rss).not.toMatch(/Réservé aux membres|Programmé/);
  });

  it('gives a public article its title, description and Open Graph tags, and none to a hidden one', async () => {
    const head = await site().articleHead(slugs.second!);
    expect(head?.title).toBe('Deuxième <nouvelle> — US Coteaux');
    expect(head?.slug).toBe(slugs.second);
    expect((await site().articleHead(ids.second!))?.slug, 'found by its id too').toBe(slugs.second);
    expect(head?.elements).toEqual(
      expect.arrayContaining([
        '<meta name="description" content="Résumé &amp; &quot;citation&quot;">',
        '<meta property="og:title" content="Deuxième &lt;nouvelle&gt;">',
        `<meta property="og:url" content="https://club.example.fr/blog/${slugs.second}">`,
      ]),
    );
    expect((await site().articleHead(ids.latest!))?.elements).toContain('<meta property="og:image" content="https://images.example.fr/a.jpg">');
    expect(await site().articleHead(ids.members!)).toBeUndefined();
    expect(await site().articleHead(slugs.members!)).toBeUndefined();
    expect(await site().articleHead(ids.scheduled!)).toBeUndefined();
  });

  it('writes a page of the news archive: public articles newest first, escaped, with cover, date, excerpt and tags', async () => {
    const html = await site().archiveHtml(1);
    expect([...html.matchAll(/<h2><a href="\/blog\/([^"]+)">/g)].map((match) => match[1])).toEqual([slugs.latest, slugs.third, slugs.second, slugs.oldest]);
    expect(html).toContain('<img src="https://images.example.fr/a.jpg" alt="" loading="lazy">');
    expect(html).toContain('Deuxième &lt;nouvelle&gt;</a></h2><time datetime=');
    expect(html).not.toMatch(/Réservé aux membres|Programmé|class="pager"/);
    expect(await site().archiveHtml(2)).toContain("Cette page n'existe pas : les actualités tiennent en 1 page.");
  });

  it('serves the archive island at GET /api/public/site/blog, revalidated, and refuses a bad page in French', async () => {
    const res = await app.request('/api/public/site/blog?page=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain(`<a href="/blog/${slugs.latest}">Dernier</a>`);
    const etag = res.headers.get('etag');
    expect((await app.request('/api/public/site/blog?page=1', { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    expect(await call(app, 'GET', '/api/public/site/blog?page=0')).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
  });

  it('links the home page island to the whole archive', async () => {
    expect(await site().latestArticlesHtml()).toContain('<a href="/blog">Toutes les actualités</a>');
  });

  it('answers /blog/rss.xml and /blog/latest.html on the site', async () => {
    const rss = await app.request('/blog/rss.xml');
    expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(await rss.text()).toContain('<title>Dernier</title>');
    const latest = await app.request('/blog/latest.html');
    expect(await latest.text()).toContain('Actualités du club');
    expect((await call(app, 'GET', '/api/articles/public?limit=3')).status).toBe(200);
  });

  it("moves /blog/{id} to the article's address /blog/{slug} for good, its query kept; a hidden article does not move", async () => {
    const moved = await app.request(`/blog/${ids.third}?utm=lettre`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/blog/${slugs.third}?utm=lettre`);
    expect((await app.request(`/blog/${ids.members}`)).status).not.toBe(301);
    expect((await app.request(`/blog/${slugs.third}`)).status).not.toBe(301);
  });
});
