import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, facilitiesTestbed, FACILITIES_NOW, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { writeArticle } from '../../testing/blog-fixtures';

const YESTERDAY = new Date(FACILITIES_NOW.getTime() - 86_400_000).toISOString();

/** An article's address is its slug (ADR 178): `GET /api/articles/public/{slug}` and `/api/articles/{slug}` as by id. */
describe.each(testDatabases())('articles by their address on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it('finds an article by its address (slug) as by its id, made from the title when left empty and unique', async () => {
    const first = await writeArticle(app, as.admin, { title: 'Fête du club : été 2026 !', status: 'published', publishedAt: YESTERDAY });
    const second = await writeArticle(app, as.admin, { title: 'Fête du club : été 2026 !', status: 'published', visibility: 'members' });
    expect([first.slug, second.slug]).toEqual(['fete-du-club-ete-2026', 'fete-du-club-ete-2026-2']);
    expect((await call(app, 'GET', '/api/articles/public/fete-du-club-ete-2026')).body).toMatchObject({ id: first.id, slug: first.slug });
    expect((await call(app, 'GET', `/api/articles/public/${first.id}`)).body).toMatchObject({ id: first.id, slug: first.slug });
    expect((await call(app, 'GET', '/api/articles/public/fete-du-club-ete-2026-2')).status, 'members only').toBe(404);
    expect((await call(app, 'GET', '/api/articles/fete-du-club-ete-2026-2', as.member.headers)).body).toMatchObject({ id: second.id });
    expect((await call(app, 'GET', '/api/articles/public/inconnu')).body).toMatchObject({ code: 'NOT_FOUND', message: 'Article non trouvé (404).' });
    // A new address: the old one is free again, the article is found by the new one.
    await call(app, 'PUT', `/api/articles/${first.id}`, as.admin.headers, { slug: 'fete-ete-2026' });
    expect((await call(app, 'GET', '/api/articles/public/fete-ete-2026')).body).toMatchObject({ id: first.id });
    expect((await call(app, 'GET', '/api/articles/public/fete-du-club-ete-2026')).status).toBe(404);
  });

  it('refuses an address another article has, on an edit too', async () => {
    await writeArticle(app, as.admin, { slug: 'deja-prise' });
    const other = await writeArticle(app, as.admin);
    expect(await call(app, 'PUT', `/api/articles/${other.id}`, as.admin.headers, { slug: 'deja-prise' })).toMatchObject({
      status: 409,
      body: { message: "Cette adresse est déjà celle d'un autre article : choisissez-en une autre" },
    });
    expect((await call(app, 'GET', `/api/articles/${other.id}`, as.admin.headers)).body).toMatchObject({ slug: other.slug });
  });
});
