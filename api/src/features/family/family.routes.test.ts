import { randomUUID } from 'node:crypto';
import { FAMILY_MESSAGES, FamilyMemberListSchema, FamilyMemberSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, type TestUser } from '../../testing/auth-helpers';
import { databaseFingerprint } from '../../testing/database-fingerprint';
import { applicationBody, completeProfileOf, createSection, type TestSection } from '../../testing/identity-fixtures';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

type Signed = { user: TestUser; headers: Record<string, string> };

const year = new Date().getFullYear();
/** A date of birth for someone who turned `age` on 1 January of this year. */
const bornYearsAgo = (age: number) => `${year - age}-01-01`;

/** An adult's family (ADR 208): the people they add, and acting for them with `?personId=`. */
describe.each(testDatabases())('families on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let judo: TestSection;
  let parent: Signed;
  let otherParent: Signed;

  const request = (path: string, headers: Record<string, string>, init: { method?: string; body?: unknown } = {}) =>
    app.request(path, init.body === undefined ? { method: init.method ?? 'GET', headers } : { ...jsonRequest(init.body, headers), method: init.method ?? 'POST' });
  const addChild = async (headers: Record<string, string>, firstName: string, age: number) => {
    const res = await request('/api/me/family', headers, { body: { firstName, lastName: 'Martin', dateOfBirth: bornYearsAgo(age), relationship: 'child' } });
    expect(res.status).toBe(201);
    return successResponseSchema(FamilyMemberSchema).parse(await res.json()).data;
  };
  const refusedUnchanged = async (path: string, headers: Record<string, string>, init: { method?: string; body?: unknown }, status: number, message: string) => {
    const before = await databaseFingerprint(database);
    const res = await request(path, headers, init);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ message });
    expect(await databaseFingerprint(database)).toBe(before);
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    judo = await createSection(database, 'Judo', ['Poussins']);
    await database.db.updateTable('categories').set({ min_age: 7, max_age: 13 }).where('id', '=', judo.categories[0]!.id).execute();
    parent = await signedInAs(app, database, 'user', { firstName: 'Nadia', lastName: 'Martin' });
    await completeProfileOf(database, parent.user.id);
    otherParent = await signedInAs(app, database, 'member', { firstName: 'Paul', lastName: 'Durand' });
  });
  afterAll(() => database.dispose());

  it('adds a child as a person without a login, listed for their adult only', async () => {
    const jules = await addChild(parent.headers, 'Jules', 8);
    expect(jules).toMatchObject({ firstName: 'Jules', age: 8, relationship: 'child', loginEmail: null, managed: true, memberships: [] });
    const row = await database.db.selectFrom('users').select(['email', 'role']).where('id', '=', jules.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: `${jules.id}@famille.invalid`, role: 'user' });
    const accounts = await database.db.selectFrom('accounts').select('id').where('user_id', '=', jules.id).execute();
    expect(accounts).toEqual([]);

    const mine = successResponseSchema(FamilyMemberListSchema).parse(await (await request('/api/me/family', parent.headers)).json());
    expect(mine.data.map((person) => person.firstName)).toContain('Jules');
    const theirs = successResponseSchema(FamilyMemberListSchema).parse(await (await request('/api/me/family', otherParent.headers)).json());
    expect(theirs.data).toEqual([]);
  });

  it('refuses an adult, a bad relationship and missing names in French, changing nothing', async () => {
    await refusedUnchanged(
      '/api/me/family',
      parent.headers,
      { body: { firstName: 'Léo', lastName: 'Martin', dateOfBirth: bornYearsAgo(19), relationship: 'child' } },
      400,
      FAMILY_MESSAGES.mustBeMinor,
    );
    const res = await request('/api/me/family', parent.headers, {
      body: { firstName: '', lastName: 'Martin', dateOfBirth: bornYearsAgo(9), relationship: 'cousin' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'Le prénom est requis' },
        { path: 'relationship', message: FAMILY_MESSAGES.relationshipRequired },
      ]),
    );
  });

  it('applies for the child (their first application), the adult gets the mail; the approval makes the child a member', async () => {
    const lina = await addChild(parent.headers, 'Lina', 10);
    const res = await request(`/api/me/applications?personId=${lina.id}`, parent.headers, { body: applicationBody(judo) });
    expect(res.status).toBe(201);
    const application = (await res.json()) as { data: { id: string; user: { id: string } } };
    expect(application.data.user.id).toBe(lina.id);
    const mail = await database.db
      .selectFrom('outbox')
      .select(['to_address', 'text'])
      .where('subject', 'like', 'Candidature reçue%')
      .where('to_address', '=', parent.user.email)
      .execute();
    expect(mail.map((one) => one.text).join('\n')).toContain('la candidature de Lina');
    const toChild = await database.db.selectFrom('outbox').select('id').where('to_address', 'like', '%@famille.invalid').execute();
    expect(toChild).toEqual([]);

    const admin = await signedInAs(app, database, 'admin');
    const approved = await request(`/api/first-login/applications/${application.data.id}/review`, admin.headers, { body: { decision: 'approved' } });
    expect(approved.status).toBe(200);
    const listed = successResponseSchema(FamilyMemberListSchema).parse(await (await request('/api/me/family', parent.headers)).json());
    expect(listed.data.find((person) => person.id === lina.id)?.memberships).toEqual([{ sectionName: 'Judo', categoryName: 'Poussins' }]);
    const approvedMail = await database.db
      .selectFrom('outbox')
      .select('text')
      .where('subject', 'like', 'Candidature approuvée%')
      .where('to_address', '=', parent.user.email)
      .executeTakeFirstOrThrow();
    expect(approvedMail.text).toContain("l'adhésion de Lina");

    // The child's own reads through their adult: applications, then their data export.
    const own = (await (await request(`/api/first-login/applications?personId=${lina.id}`, parent.headers)).json()) as { data: { status: string }[] };
    expect(own.data.map((one) => one.status)).toEqual(['approved']);
    const exported = await request(`/api/me/data?personId=${lina.id}`, parent.headers);
    expect(exported.status).toBe(200);
    const data = (await exported.json()) as { data: { profile: { firstName: string; email: string | null }; memberships: unknown[]; family: unknown } };
    expect(data.data.profile).toMatchObject({ firstName: 'Lina', email: null });
    expect(data.data.memberships).toHaveLength(1);
    expect(data.data).toMatchObject({ family: { responsibleFor: [], responsibleAdults: [{ id: parent.user.id, name: 'Nadia Martin', relationship: 'child' }] } });
    const adultsData = (await (await request('/api/me/data', parent.headers)).json()) as { data: { family: { responsibleFor: { firstName: string }[] } } };
    expect(adultsData.data.family.responsibleFor.map((person) => person.firstName)).toEqual(expect.arrayContaining(['Jules', 'Lina']));

    // A session of her category: the parent (no member themselves) signs her up and back out.
    const sessionId = randomUUID();
    const start = new Date(Date.now() + 7 * 86_400_000);
    await database.db
      .insertInto('training_sessions')
      .values({
        id: sessionId,
        category_id: judo.categories[0]!.id,
        series_id: null,
        title: 'Entraînement Poussins',
        type: 'training',
        start_at: start.toISOString(),
        end_at: new Date(start.getTime() + 3_600_000).toISOString(),
        room_id: null,
        place: 'Dojo',
        max_participants: null,
        status: 'planned',
        notes: '',
        created_by: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await request(`/api/training-sessions/${sessionId}/registration`, parent.headers, { body: {} })).status).toBe(403);
    expect((await request(`/api/training-sessions/${sessionId}/registration?personId=${lina.id}`, parent.headers, { body: {} })).status).toBe(201);
    const registered = await database.db.selectFrom('training_session_registrations').select('user_id').where('session_id', '=', sessionId).execute();
    expect(registered).toEqual([{ user_id: lina.id }]);
  });

  it("refuses another family's child and an 18-year-old, and never lets a child's id reach another adult's data", async () => {
    const theo = await addChild(parent.headers, 'Théo', 12);
    await refusedUnchanged(`/api/me/applications?personId=${theo.id}`, otherParent.headers, { body: applicationBody(judo) }, 404, FAMILY_MESSAGES.notFound);
    expect((await request(`/api/me/data?personId=${theo.id}`, otherParent.headers)).status).toBe(404);
    await refusedUnchanged(`/api/me/family/${theo.id}`, otherParent.headers, { method: 'DELETE' }, 404, FAMILY_MESSAGES.notFound);
    const invalid = await request('/api/me/data?personId=pas-un-identifiant', parent.headers);
    expect(invalid.status).toBe(400);

    await database.db
      .updateTable('users')
      .set({ date_of_birth: bornYearsAgo(18) })
      .where('id', '=', theo.id)
      .execute();
    await refusedUnchanged(`/api/me/applications?personId=${theo.id}`, parent.headers, { body: applicationBody(judo) }, 403, FAMILY_MESSAGES.adultNow);
  });

  it('edits a child, refuses a login under 15, and deletes the child with all their data', async () => {
    const zoe = await addChild(parent.headers, 'Zoé', 9);
    const edited = await request(`/api/me/family/${zoe.id}`, parent.headers, {
      method: 'PATCH',
      body: { firstName: 'Zoé', lastName: 'Martin-Leroy', dateOfBirth: bornYearsAgo(9), relationship: 'grandchild' },
    });
    expect(successResponseSchema(FamilyMemberSchema).parse(await edited.json()).data).toMatchObject({ lastName: 'Martin-Leroy', relationship: 'grandchild' });
    await refusedUnchanged(`/api/me/family/${zoe.id}/login`, parent.headers, { body: { email: 'zoe@example.fr' } }, 409, FAMILY_MESSAGES.tooYoungForLogin);

    expect((await request(`/api/me/applications?personId=${zoe.id}`, parent.headers, { body: applicationBody(judo) })).status).toBe(201);
    expect((await request(`/api/me/family/${zoe.id}`, parent.headers, { method: 'DELETE' })).status).toBe(204);
    expect(await database.db.selectFrom('users').select('id').where('id', '=', zoe.id).executeTakeFirst()).toBeUndefined();
    expect(await database.db.selectFrom('applications').select('id').where('user_id', '=', zoe.id).execute()).toEqual([]);
    const audit = await database.db.selectFrom('audit_records').select(['action', 'actor_id']).where('target_id', '=', zoe.id).orderBy('created_at').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['family.add', 'family.update', 'family.remove']);
    expect(audit.every((entry) => entry.actor_id === parent.user.id)).toBe(true);
  });

  it('is for adults: a minor cannot hold a family', async () => {
    const teen = await signedInAs(app, database, 'member', { firstName: 'Inès', lastName: 'Petit' });
    await database.db
      .updateTable('users')
      .set({ date_of_birth: bornYearsAgo(16) })
      .where('id', '=', teen.user.id)
      .execute();
    await refusedUnchanged(
      '/api/me/family',
      teen.headers,
      { body: { firstName: 'Sam', lastName: 'Petit', dateOfBirth: bornYearsAgo(5), relationship: 'other' } },
      403,
      FAMILY_MESSAGES.adultOnly,
    );
  });
});
