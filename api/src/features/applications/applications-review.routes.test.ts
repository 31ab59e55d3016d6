import { ApplicationPageSchema, ApplicationSchema, ReviewedApplicationSchema, FirstLoginStatusSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, type TestUser } from '../../testing/auth-helpers';
import { applicationBody, completeProfileOf, createSection, type TestSection } from '../../testing/identity-fixtures';
import { lastMailTo } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabases())('application review on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let basket: TestSection;
  let admin: { user: TestUser; headers: Record<string, string> };

  const apply = async (firstName = 'Jade', section = basket) => {
    const signedIn = await signedInAs(app, database, 'user', { firstName, lastName: 'Petit' });
    await completeProfileOf(database, signedIn.user.id);
    const res = await app.request('/api/first-login/applications', jsonRequest(applicationBody(section), signedIn.headers));
    const { data } = successResponseSchema(ApplicationSchema).parse(await res.json());
    return { ...signedIn, application: data };
  };
  const review = (id: string, body: unknown, headers = admin.headers) => app.request(`/api/first-login/applications/${id}/review`, jsonRequest(body, headers));
  const stepOf = async (headers: Record<string, string>) =>
    successResponseSchema(FirstLoginStatusSchema).parse(await (await app.request('/api/first-login/status', { headers })).json()).data.step;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    basket = await createSection(database, 'Basket-ball', ['U13', 'Seniors']);
    admin = await signedInAs(app, database, 'admin', { firstName: 'Nadia', lastName: 'Benali' });
  });
  afterAll(() => database.dispose());

  it('approves: role member, a membership of the chosen category, an e-mail, step complete', async () => {
    const { user, headers, application } = await apply('Jade');
    expect(await stepOf(headers)).toBe('pending_review');
    const res = await review(application.id, { decision: 'approved', comments: 'Bienvenue au club !' });
    expect(res.status).toBe(200);
    const { data } = successResponseSchema(ReviewedApplicationSchema.strict()).parse(await res.json());
    expect(data).toMatchObject({ id: application.id, status: 'approved', reviewComments: 'Bienvenue au club !', reviewerName: 'Nadia Benali' });
    expect(data.reviewedAt).not.toBeNull();

    const row = await database.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('member');
    const memberships = await (await app.request('/api/me/memberships', { headers })).json();
    expect(memberships).toMatchObject({ data: [{ sectionName: 'Basket-ball', categoryName: 'U13' }] });
    expect(await stepOf(headers)).toBe('complete');
    expect((await lastMailTo(app, user.email, 'Candidature approuvée')).text).toContain('Bienvenue au club !');

    const again = await review(application.id, { decision: 'rejected' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'APPLICATION_ALREADY_REVIEWED', message: 'Cette candidature a déjà été traitée.' });
  });

  // The review screen sends `comments: null` when the reviewer writes nothing (it once got a 400 for it).
  it('approves without a comment, sent as null as the review screen does', async () => {
    const { application } = await apply('Noah');
    const res = await review(application.id, { decision: 'approved', comments: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { status: 'approved', reviewComments: null } });
  });

  it('rejects: the user stays `user`, is told why, and can apply again', async () => {
    const { user, headers, application } = await apply('Louis');
    const res = await review(application.id, { decision: 'rejected', comments: 'Groupe complet cette saison.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { status: 'rejected', reviewComments: 'Groupe complet cette saison.' } });
    expect((await database.db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirstOrThrow()).role).toBe('user');
    expect(await database.db.selectFrom('memberships').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    expect((await lastMailTo(app, user.email, 'Candidature refusée')).text).toContain('Groupe complet cette saison.');
    expect(await stepOf(headers)).toBe('application');
    const second = await app.request('/api/first-login/applications', jsonRequest(applicationBody(basket), headers));
    expect(second.status).toBe(201);
  });

  it('answers 401 to a visitor and 403 to users, members and coaches, changing nothing (section managers: ADR 173)', async () => {
    const { application } = await apply('Emma');
    const paths = ['/api/first-login/applications/pending', `/api/first-login/applications/${application.id}`];
    for (const path of paths) expect((await app.request(path)).status).toBe(401);
    expect((await review(application.id, { decision: 'approved' }, {})).status).toBe(401);
    for (const role of ['user', 'member', 'coach'] as const) {
      const { headers } = await signedInAs(app, database, role);
      for (const path of paths) expect((await app.request(path, { headers })).status).toBe(403);
      const res = await review(application.id, { decision: 'approved' }, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const row = await database.db.selectFrom('applications').select('status').where('id', '=', application.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('validates the decision, and answers 404 for an unknown application', async () => {
    const { application } = await apply('Léo');
    const invalid = await review(application.id, { decision: 'maybe' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'decision', message: 'La décision doit être « approved » (approuver) ou « rejected » (refuser)' },
    ]);
    const missing = await review(crypto.randomUUID(), { decision: 'approved' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Candidature introuvable.' });
    expect((await app.request(`/api/first-login/applications/${crypto.randomUUID()}`, { headers: admin.headers })).status).toBe(404);
  });

  it('lists with filters, search and paging: { success, data, total, page, limit, totalPages }', async () => {
    const rugby = await createSection(database, 'Rugby', ['Cadets']);
    await apply('Zoé', rugby);
    await apply('Yanis', rugby);
    await apply('Xavier', rugby);
    const list = async (query: string) =>
      ApplicationPageSchema.strict().parse(await (await app.request(`/api/first-login/applications/pending?${query}`, { headers: admin.headers })).json());

    const page = await list(`sectionId=${rugby.id}&limit=2&page=2`);
    expect(page).toMatchObject({ success: true, total: 3, page: 2, limit: 2, totalPages: 2 });
    expect(page.data.map((application) => application.user.firstName)).toEqual(['Zoé']);
    expect((await list('search=yanis')).data.map((application) => application.user.firstName)).toEqual(['Yanis']);
    expect((await list(`status=approved`)).data.every((application) => application.status === 'approved')).toBe(true);
    expect((await list(`status=all&sectionId=${basket.id}`)).total).toBeGreaterThanOrEqual(4);
    expect((await list(`categoryId=${rugby.categories[0]?.id}&dateRange=today`)).total).toBe(3);
    const defaults = await list('');
    expect(defaults).toMatchObject({ page: 1, limit: 20 });
    expect(defaults.data.every((application) => application.status === 'pending')).toBe(true);

    const bad = await app.request('/api/first-login/applications/pending?dateRange=year&page=0', { headers: admin.headers });
    expect(bad.status).toBe(400);
  });
});
