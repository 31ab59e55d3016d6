import { ArticlePageSchema, ArticleSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, facilitiesTestbed, FACILITIES_NOW, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { articleBody, writeArticle } from '../../testing/blog-fixtures';
import { countRows } from '../../testing/count-rows';

const TOMORROW = new Date(FACILITIES_NOW.getTime() + 86_400_000).toISOString();
const YESTERDAY = new Date(FACILITIES_NOW.getTime() - 86_400_000).toISOString();

describe.each(testDatabases())('articles API on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let tagId: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
    tagId = (await call<{ id: string }>(app, 'POST', '/api/tags', as.admin.headers, { name: 'Compétition' })).body.id;
  });
  afterAll(() => database.dispose());

  it('lets an admin write, publish, edit and delete an article with a tag and a cover', async () => {
    const created = await call(app, 'POST', '/api/articles', as.admin.headers, articleBody({ tagIds: [tagId], coverImageUrl: 'https://images.example.fr/u13.jpg' }));
    expect(created.status).toBe(201);
    const article = ArticleSchema.strict().parse(created.body);
    expect(article).toMatchObject({
      slug: 'victoire-des-u13-au-tournoi-de-printemps',
      status: 'draft',
      visibility: 'public',
      publishedAt: null,
      coverImageUrl: 'https://images.example.fr/u13.jpg',
      tags: [{ id: tagId, name: 'Compétition' }],
      contentHtml: '<p>Un <strong>beau</strong> week-end pour la section basket.</p>\n',
      authorId: as.admin.user.id,
    });
    // Not public while a draft.
    expect((await call(app, 'GET', `/api/articles/public/${article.id}`)).status).toBe(404);

    const published = await call(app, 'PUT', `/api/articles/${article.id}`, as.admin.headers, { status: 'published', tagIds: [] });
    expect(published.body).toMatchObject({ status: 'published', publishedAt: FACILITIES_NOW.toISOString(), tags: [] });
    expect((await call(app, 'GET', `/api/articles/public/${article.id}`)).body).toMatchObject({ id: article.id, title: article.title });

    expect((await call(app, 'DELETE', `/api/articles/${article.id}`, as.admin.headers)).status).toBe(204);
    expect((await call(app, 'GET', `/api/articles/${article.id}`, as.admin.headers)).body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Article non trouvé (404).',
    });
  });

  it('keeps scheduled, draft and members-only articles away from visitors', async () => {
    const visible = await writeArticle(app, as.admin, { title: 'Public publié', status: 'published', publishedAt: YESTERDAY });
    const scheduled = await writeArticle(app, as.admin, { title: 'Programmé', status: 'published', publishedAt: TOMORROW });
    const members = await writeArticle(app, as.admin, { title: 'Réservé', status: 'published', visibility: 'members' });
    const draft = await writeArticle(app, as.admin, { title: 'Brouillon' });

    const publicIds = ArticlePageSchema.parse((await call(app, 'GET', '/api/articles/public?limit=100')).body).data.map((a) => a.id);
    expect(publicIds).toContain(visible.id);
    for (const hidden of [scheduled, members, draft]) {
      expect(publicIds).not.toContain(hidden.id);
      expect((await call(app, 'GET', `/api/articles/public/${hidden.id}`)).status).toBe(404);
      expect((await call(app, 'GET', `/api/articles/public/${hidden.slug}`)).status, 'nor by its address').toBe(404);
    }
    const memberIds = ArticlePageSchema.parse((await call(app, 'GET', '/api/articles?limit=100', as.member.headers)).body).data.map((a) => a.id);
    expect(memberIds).toEqual(expect.arrayContaining([visible.id, members.id]));
    expect(memberIds).not.toContain(scheduled.id);
    expect(memberIds).not.toContain(draft.id);

    const upcoming = ArticlePageSchema.parse((await call(app, 'GET', '/api/articles?scheduled=true', as.admin.headers)).body);
    expect(upcoming.data.map((a) => a.id)).toEqual([scheduled.id]);
    expect((await call(app, 'GET', '/api/articles', as.user.headers)).status).toBe(403);
    expect((await call(app, 'GET', '/api/articles')).status).toBe(401);
  });

  it('filters by search, status and tag with paging', async () => {
    await writeArticle(app, as.admin, { title: 'Gala de fin de saison', tagIds: [tagId], status: 'published' });
    const get = async (query: string) => ArticlePageSchema.parse((await call(app, 'GET', `/api/articles${query}`, as.admin.headers)).body);
    expect((await get('?search=GALA')).data.map((a) => a.title)).toEqual(['Gala de fin de saison']);
    expect((await get(`?tag=${tagId}`)).data.map((a) => a.title)).toEqual(['Gala de fin de saison']);
    expect((await get('?status=draft')).data.every((a) => a.status === 'draft')).toBe(true);
    const first = await get('?limit=2&page=1');
    expect(first.data).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    expect((await call(app, 'GET', '/api/articles?status=brouillon', as.admin.headers)).body).toMatchObject({
      issues: [{ path: 'status', message: 'Le statut doit être brouillon, publié ou archivé' }],
    });
  });

  it('lets coaches and section managers write drafts only, an admin publishes them', async () => {
    const refused = await call(app, 'POST', '/api/articles', as.coach.headers, articleBody({ status: 'published' }));
    expect(refused).toMatchObject({ status: 403, body: { message: expect.stringContaining('Seul un administrateur peut publier') } });
    const draft = await writeArticle(app, as.coach, { title: 'Stage de Pâques' });
    expect((await call(app, 'PUT', `/api/articles/${draft.id}`, as.coach.headers, { excerpt: 'Inscriptions ouvertes' })).status).toBe(200);
    expect((await call(app, 'PUT', `/api/articles/${draft.id}`, as.section_manager.headers, { excerpt: 'Non' })).status).toBe(404);
    expect((await call(app, 'PUT', `/api/articles/${draft.id}`, as.coach.headers, { status: 'published' })).status).toBe(403);
    expect((await call(app, 'PUT', `/api/articles/${draft.id}`, as.admin.headers, { status: 'published' })).body).toMatchObject({ status: 'published' });
    // Published: the coach no longer edits it.
    expect((await call(app, 'PUT', `/api/articles/${draft.id}`, as.coach.headers, { excerpt: 'Modifié' })).status).toBe(403);
    expect((await call(app, 'POST', '/api/articles', as.member.headers, articleBody())).status).toBe(403);
  });

  it('answers 400 with French messages and 409 on a taken slug, storing nothing', async () => {
    const count = () => countRows(database.db, 'blog_articles');
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Le titre est requis'],
      [{ content: '   ' }, 'content', 'Le contenu est requis'],
      [{ coverImageUrl: 'javascript:alert(1)' }, 'coverImageUrl', "L'image de couverture doit être une adresse http(s) valide (2048 caractères au plus)"],
      [{ slug: 'Avec Espaces' }, 'slug', "L'adresse ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets (255 caractères au plus)"],
      [{ slug: '0b5e7a1c-2f3d-4e5f-8a9b-0c1d2e3f4a5b' }, 'slug', "L'adresse ne peut pas avoir la forme d'un identifiant : choisissez des mots"],
      [{ status: 'pending' }, 'status', 'Le statut doit être brouillon, publié ou archivé'],
    ];
    for (const [patch, path, message] of cases) {
      const res = await call(app, 'POST', '/api/articles', as.admin.headers, articleBody(patch));
      expect(res).toMatchObject({ status: 400, body: { issues: [{ path, message }] } });
    }
    const unknownTag = await call(app, 'POST', '/api/articles', as.admin.headers, articleBody({ tagIds: ['00000000-0000-4000-8000-000000000000'] }));
    expect(unknownTag).toMatchObject({ status: 400, body: { message: "Un des tags choisis n'existe pas" } });
    expect(await count()).toBe(before);
    await writeArticle(app, as.admin, { slug: 'unique' });
    expect(await call(app, 'POST', '/api/articles', as.admin.headers, articleBody({ slug: 'unique' }))).toMatchObject({
      status: 409,
      body: { message: "Cette adresse est déjà celle d'un autre article : choisissez-en une autre" },
    });
  });

  it('stores only allow-listed HTML: no script, no event handler, no javascript: link', async () => {
    const hostile = '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[clic](javascript:alert(1))\n\n<a href="javascript:alert(2)">a</a>';
    const article = await writeArticle(app, as.admin, { content: hostile, status: 'published' });
    const row = await database.db.selectFrom('blog_articles').select('content_html').where('id', '=', article.id).executeTakeFirstOrThrow();
    expect(row.content_html).not.toMatch(/<script|<img|<a[^>]*href="javascript/i);
    expect(row.content_html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(row.content_html).toContain('&lt;script&gt;');
  });
});
