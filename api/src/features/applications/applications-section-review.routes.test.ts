import { randomUUID } from 'node:crypto';
import { ApplicationPageSchema, ApplicationSchema, ReviewedApplicationSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, type TestUser } from '../../testing/auth-helpers';
import { applicationBody, completeProfileOf, createSection, type TestSection } from '../../testing/identity-fixtures';
import { lastMailTo } from '../../testing/outbox-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

type Signed = { user: TestUser; headers: Record<string, string> };

/** Section managers review their own sections' applications, and only those (ADR 173). */
describe.each(testDatabases())('application review by section managers on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let football: TestSection;
  let judo: TestSection;
  let manager: Signed;

  const apply = async (firstName: string, section: TestSection) => {
    const signedIn = await signedInAs(app, database, 'user', { firstName, lastName: 'Roux' });
    await completeProfileOf(database, signedIn.user.id);
    const res = await app.request('/api/first-login/applications', jsonRequest(applicationBody(section), signedIn.headers));
    return { ...signedIn, application: successResponseSchema(ApplicationSchema).parse(await res.json()).data };
  };
  const manage = (userId: string, section: TestSection) =>
    database.db
      .insertInto('responsibilities')
      .values({ id: randomUUID(), user_id: userId, kind: 'section_manager', section_id: section.id, category_id: null, created_at: new Date().toISOString() })
      .execute();
  const list = async (headers: Record<string, string>, query = 'status=all&limit=100') => {
    const res = await app.request(`/api/first-login/applications/pending?${query}`, { headers });
    expect(res.status).toBe(200);
    return ApplicationPageSchema.strict().parse(await res.json());
  };
  const review = (id: string, body: unknown, headers = manager.headers) => app.request(`/api/first-login/applications/${id}/review`, jsonRequest(body, headers));
  const statusOf = async (id: string) => (await database.db.selectFrom('applications').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    football = await createSection(database, 'Football', ['U13', 'Seniors']);
    judo = await createSection(database, 'Judo', ['Adultes']);
    manager = await signedInAs(app, database, 'section_manager', { firstName: 'Karim', lastName: 'Haddad' });
    await manage(manager.user.id, football);
  });
  afterAll(() => database.dispose());

  it("lists and exports only the applications of the manager's sections; admins still see all", async () => {
    const ines = await apply('Inès', football);
    const hugo = await apply('Hugo', judo);
    const ids = (await list(manager.headers)).data.map((application) => application.id);
    expect(ids).toContain(ines.application.id);
    expect(ids).not.toContain(hugo.application.id);
    const judoFilter = await list(manager.headers, `status=all&sectionId=${judo.id}`);
    expect(judoFilter).toMatchObject({ total: 0, data: [] });
    const search = await list(manager.headers, 'status=all&search=hugo');
    expect(search.total).toBe(0);

    const csv = await (await app.request('/api/first-login/applications/export?status=all', { headers: manager.headers })).text();
    expect(csv).toContain(ines.user.email);
    expect(csv).not.toContain(hugo.user.email);

    const admin = await signedInAs(app, database, 'admin');
    const all = (await list(admin.headers)).data.map((application) => application.id);
    expect(all).toEqual(expect.arrayContaining([ines.application.id, hugo.application.id]));
  });

  it("answers 404 for another section's application, as for an unknown one, and changes nothing", async () => {
    const lena = await apply('Léna', judo);
    const one = await app.request(`/api/first-login/applications/${lena.application.id}`, { headers: manager.headers });
    expect(one.status).toBe(404);
    expect(await one.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Candidature introuvable.' });
    const decided = await review(lena.application.id, { decision: 'approved' });
    expect(decided.status).toBe(404);
    expect(await statusOf(lena.application.id)).toBe('pending');
    expect(await database.db.selectFrom('audit_records').select('id').where('target_id', '=', lena.user.id).execute()).toHaveLength(0);
  });

  it("approves an application of the manager's section as an admin would, and the audit names the manager", async () => {
    const noah = await apply('Noah', football);
    const one = await app.request(`/api/first-login/applications/${noah.application.id}`, { headers: manager.headers });
    expect(one.status).toBe(200);
    const res = await review(noah.application.id, { decision: 'approved', comments: 'Bienvenue chez les U13 !' });
    expect(res.status).toBe(200);
    expect(successResponseSchema(ReviewedApplicationSchema.strict()).parse(await res.json()).data).toMatchObject({
      status: 'approved',
      reviewerName: 'Karim Haddad',
    });
    const user = await database.db.selectFrom('users').select('role').where('id', '=', noah.user.id).executeTakeFirstOrThrow();
    expect(user.role).toBe('member');
    const memberships = await database.db.selectFrom('memberships').select(['section_id', 'category_id']).where('user_id', '=', noah.user.id).execute();
    expect(memberships).toEqual([{ section_id: football.id, category_id: football.categories[0]?.id }]);
    expect((await lastMailTo(app, noah.user.email, 'Candidature approuvée')).text).toContain('Bienvenue chez les U13 !');
    const audit = await database.db.selectFrom('audit_records').selectAll().where('target_id', '=', noah.user.id).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'application.approved', actor_id: manager.user.id, actor_name: 'Karim Haddad' });
  });

  it('shows a manager without a section nothing, and takes the scope away with the responsibility', async () => {
    const other = await signedInAs(app, database, 'section_manager');
    expect((await list(other.headers)).total).toBe(0);
    const chloe = await apply('Chloé', football);
    await manage(other.user.id, football);
    expect((await list(other.headers)).data.map((application) => application.id)).toContain(chloe.application.id);
    await database.db.deleteFrom('responsibilities').where('user_id', '=', other.user.id).execute();
    expect((await list(other.headers)).total).toBe(0);
    expect((await review(chloe.application.id, { decision: 'rejected' }, other.headers)).status).toBe(404);
    expect(await statusOf(chloe.application.id)).toBe('pending');
  });

  it('refuses a manager their own application, in French', async () => {
    const own = await signedInAs(app, database, 'section_manager', { firstName: 'Sofia', lastName: 'Leroy' });
    await completeProfileOf(database, own.user.id);
    await manage(own.user.id, football);
    const res = await app.request('/api/first-login/applications', jsonRequest(applicationBody(football), own.headers));
    const { data } = successResponseSchema(ApplicationSchema).parse(await res.json());
    const refused = await review(data.id, { decision: 'approved' }, own.headers);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Vous ne pouvez pas examiner votre propre candidature.' });
    expect(await statusOf(data.id)).toBe('pending');
  });

  it('still refuses coaches and members (403)', async () => {
    const { application } = await apply('Adam', football);
    for (const role of ['user', 'member', 'coach'] as const) {
      const { headers } = await signedInAs(app, database, role);
      expect((await app.request('/api/first-login/applications/pending', { headers })).status).toBe(403);
      expect((await app.request(`/api/first-login/applications/${application.id}`, { headers })).status).toBe(403);
      expect((await review(application.id, { decision: 'approved' }, headers)).status).toBe(403);
    }
  });
});
