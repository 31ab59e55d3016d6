import { randomUUID } from 'node:crypto';
import { ApplicationPageSchema, ApplicationSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, type TestUser } from '../../testing/auth-helpers';
import { databaseFingerprint } from '../../testing/database-fingerprint';
import { applicationBody, completeProfileOf, createSection, type TestSection } from '../../testing/identity-fixtures';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

type Signed = { user: TestUser; headers: Record<string, string> };

/** A member of Natation applies to Judo from the member area, with the first application's review (ADR 206). */
describe.each(testDatabases())('applications to another section on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let natation: TestSection;
  let judo: TestSection;
  let manager: Signed;

  const joinAs = (userId: string, section: TestSection, createdAt = '2026-01-01T00:00:00.000Z') =>
    database.db
      .insertInto('memberships')
      .values({ id: randomUUID(), user_id: userId, section_id: section.id, category_id: section.categories[0]!.id, application_id: null, created_at: createdAt })
      .execute();
  const swimmer = async (firstName: string, role: 'member' | 'coach' = 'member') => {
    const signed = await signedInAs(app, database, role, { firstName, lastName: 'Nageur' });
    await completeProfileOf(database, signed.user.id);
    await joinAs(signed.user.id, natation);
    return signed;
  };
  const apply = (headers: Record<string, string>, body: unknown) => app.request('/api/me/applications', jsonRequest(body, headers));
  const refusedUnchanged = async (headers: Record<string, string>, body: unknown, status: number, code: string, message: string) => {
    const before = await databaseFingerprint(database);
    const res = await apply(headers, body);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code, message });
    expect(await databaseFingerprint(database)).toBe(before);
  };
  const sectionsOf = async (userId: string) =>
    (await database.db.selectFrom('memberships').select('section_id').where('user_id', '=', userId).execute()).map((row) => row.section_id).sort();

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
    natation = await createSection(database, 'Natation', ['Adultes']);
    judo = await createSection(database, 'Judo', ['Adultes', 'Poussins']);
    await database.db.updateTable('categories').set({ min_age: 8, max_age: 9 }).where('id', '=', judo.categories[1]!.id).execute();
    manager = await signedInAs(app, database, 'section_manager', { firstName: 'Karim', lastName: 'Haddad' });
    await database.db
      .insertInto('responsibilities')
      .values({ id: randomUUID(), user_id: manager.user.id, kind: 'section_manager', section_id: judo.id, category_id: null, created_at: new Date().toISOString() })
      .execute();
  });
  afterAll(() => database.dispose());

  it("is reviewed by the section's manager, who sees a member of Natation; approval adds Judo and keeps the rest", async () => {
    const lea = await swimmer('Léa', 'coach');
    const res = await apply(lea.headers, applicationBody(judo));
    expect(res.status).toBe(201);
    const { data: application } = successResponseSchema(ApplicationSchema).parse(await res.json());
    expect(application).toMatchObject({ status: 'pending', sectionName: 'Judo', categoryName: 'Adultes' });

    const listed = ApplicationPageSchema.parse(await (await app.request('/api/first-login/applications/pending', { headers: manager.headers })).json());
    expect(listed.data.find((row) => row.id === application.id)).toMatchObject({ applicantSections: ['Natation'] });

    const approved = await app.request(
      `/api/first-login/applications/${application.id}/review`,
      jsonRequest({ decision: 'approved', comments: 'Bienvenue au dojo' }, manager.headers),
    );
    expect(approved.status).toBe(200);
    expect(await sectionsOf(lea.user.id)).toEqual([natation.id, judo.id].sort());
    const user = await database.db.selectFrom('users').select('role').where('id', '=', lea.user.id).executeTakeFirstOrThrow();
    expect(user.role).toBe('coach');
    const mine = successResponseSchema(ApplicationSchema.array()).parse(await (await app.request('/api/first-login/applications', { headers: lea.headers })).json());
    expect(mine.data[0]).toMatchObject({ status: 'approved', reviewComments: 'Bienvenue au dojo' });
  });

  it('changes nothing when refused', async () => {
    const hugo = await swimmer('Hugo');
    const { data } = successResponseSchema(ApplicationSchema).parse(await (await apply(hugo.headers, applicationBody(judo))).json());
    const refused = await app.request(
      `/api/first-login/applications/${data.id}/review`,
      jsonRequest({ decision: 'rejected', comments: 'Groupe complet' }, manager.headers),
    );
    expect(refused.status).toBe(200);
    expect(await sectionsOf(hugo.user.id)).toEqual([natation.id]);
    const user = await database.db.selectFrom('users').select('role').where('id', '=', hugo.user.id).executeTakeFirstOrThrow();
    expect(user.role).toBe('member');
  });

  it('refuses a section of theirs, a second pending one, a category of another age and a person in no section', async () => {
    const ines = await swimmer('Inès');
    await refusedUnchanged(
      ines.headers,
      applicationBody(natation),
      409,
      'ALREADY_IN_SECTION',
      'Vous êtes déjà membre de la section Natation : choisissez une autre section.',
    );
    await refusedUnchanged(
      ines.headers,
      applicationBody(judo, { categoryId: judo.categories[1]!.id }),
      400,
      'CATEGORY_AGE_MISMATCH',
      expect.stringContaining('Poussins'),
    );
    expect((await apply(ines.headers, applicationBody(judo))).status).toBe(201);
    await refusedUnchanged(
      ines.headers,
      applicationBody(judo),
      409,
      'APPLICATION_ALREADY_PENDING',
      'Vous avez déjà une candidature en attente pour la section Judo.',
    );

    const newcomer = await signedInAs(app, database, 'user', { firstName: 'Zoé' });
    await completeProfileOf(database, newcomer.user.id);
    const message = "Vous n'êtes encore membre d'aucune section : envoyez d'abord votre première candidature depuis la page d'adhésion.";
    await refusedUnchanged(newcomer.headers, applicationBody(judo), 403, 'NOT_A_MEMBER_YET', message);
    const memberOfNothing = await signedInAs(app, database, 'member', { firstName: 'Paul' });
    await refusedUnchanged(memberOfNothing.headers, applicationBody(judo), 403, 'NOT_A_MEMBER_YET', message);
    await refusedUnchanged(ines.headers, { sectionId: 'judo' }, 400, 'VALIDATION_ERROR', expect.any(String));
  });
});
