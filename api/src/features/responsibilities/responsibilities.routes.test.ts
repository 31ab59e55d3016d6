import {
  CategoryMemberPageSchema,
  ClubCategorySchema,
  ClubSectionSchema,
  PersonOptionListSchema,
  ResponsibilityListSchema,
  ResponsibilitySchema,
} from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, facilitiesTestbed, type RoleActors, type Signed } from '../../testing/facilities-fixtures';
import { createClub } from '../../testing/identity-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabases())('responsibilities and category members on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let clubId: string;
  let football: { id: string; u13: string; seniors: string };
  let judo: { id: string; poussins: string };
  const roleOf = async (signed: Signed) => (await database.db.selectFrom('users').select('role').where('id', '=', signed.user.id).executeTakeFirstOrThrow()).role;

  async function section(name: string, categories: string[]) {
    const created = ClubSectionSchema.parse((await call(app, 'POST', `/api/clubs/${clubId}/sections`, as.admin.headers, { name, sport: name })).body);
    const ids: string[] = [];
    for (const category of categories) {
      ids.push(
        ClubCategorySchema.parse(
          (await call(app, 'POST', `/api/clubs/${clubId}/sections/${created.id}/categories`, as.admin.headers, { name: category, maxMembers: 2 })).body,
        ).id,
      );
    }
    return { id: created.id, ids };
  }

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
    clubId = (await createClub(database, 'Union sportive')).id;
    const foot = await section('Football', ['U13', 'Seniors']);
    football = { id: foot.id, u13: foot.ids[0] ?? '', seniors: foot.ids[1] ?? '' };
    const dojo = await section('Judo', ['Poussins']);
    judo = { id: dojo.id, poussins: dojo.ids[0] ?? '' };
  });
  afterAll(() => database.dispose());

  const responsibilities = (sectionId: string) => `/api/clubs/${clubId}/sections/${sectionId}/responsibilities`;

  it('lets an admin name a section manager and a coach, whose roles follow', async () => {
    const manager = await call(app, 'POST', responsibilities(football.id), as.admin.headers, { userId: as.member.user.id, kind: 'section_manager' });
    expect(manager.status).toBe(201);
    expect(ResponsibilitySchema.strict().parse(manager.body)).toMatchObject({ kind: 'section_manager', sectionName: 'Football', categoryId: null, clubId });
    expect(await roleOf(as.member)).toBe('section_manager');

    const coach = await call(app, 'POST', responsibilities(football.id), as.admin.headers, { userId: as.coach.user.id, kind: 'coach', categoryId: football.u13 });
    expect(coach.status).toBe(201);
    expect(coach.body).toMatchObject({ kind: 'coach', categoryName: 'U13' });

    const list = ResponsibilityListSchema.parse((await call(app, 'GET', responsibilities(football.id), as.coach.headers)).body);
    expect(list.data.map((item) => [item.kind, item.userId])).toEqual([
      ['section_manager', as.member.user.id],
      ['coach', as.coach.user.id],
    ]);
    const mine = ResponsibilityListSchema.parse((await call(app, 'GET', '/api/me/responsibilities', as.member.headers)).body);
    expect(mine.data.map((item) => item.sectionId)).toEqual([football.id]);

    const twice = await call(app, 'POST', responsibilities(football.id), as.admin.headers, { userId: as.member.user.id, kind: 'section_manager' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ message: 'Cette personne a déjà cette responsabilité.' });
  });

  it('validates a naming in French', async () => {
    const noCategory = await call(app, 'POST', responsibilities(football.id), as.admin.headers, { userId: as.coach.user.id, kind: 'coach' });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body).toMatchObject({ issues: [{ path: 'categoryId', message: 'Un entraîneur est nommé pour une catégorie : choisissez-la' }] });
    const otherSection = await call(app, 'POST', responsibilities(football.id), as.admin.headers, {
      userId: as.coach.user.id,
      kind: 'coach',
      categoryId: judo.poussins,
    });
    expect(otherSection.status).toBe(404);
    const notEligible = await call(app, 'POST', responsibilities(football.id), as.admin.headers, {
      userId: as.user.user.id,
      kind: 'coach',
      categoryId: football.u13,
    });
    expect(notEligible.status).toBe(409);
    expect(notEligible.body).toMatchObject({ message: "Cette personne n'a pas terminé son inscription : elle ne peut pas encore être nommée." });
  });

  it('lets the section manager manage only their own section, with the refusal message elsewhere', async () => {
    const manager = as.member;
    const footballEdit = await call(app, 'PUT', `/api/clubs/${clubId}/sections/${football.id}`, manager.headers, { description: 'Le foot à Rueil' });
    expect(footballEdit.status).toBe(200);
    const created = await call(app, 'POST', `/api/clubs/${clubId}/sections/${football.id}/categories`, manager.headers, { name: 'Vétérans' });
    expect(created.status).toBe(201);

    const refusal = { code: 'FORBIDDEN', message: 'Vous ne pouvez gérer que les sections dont vous êtes responsable.' };
    const judoEdit = await call(app, 'PUT', `/api/clubs/${clubId}/sections/${judo.id}`, manager.headers, { description: 'Pirate' });
    expect(judoEdit.status).toBe(403);
    expect(judoEdit.body).toMatchObject(refusal);
    expect((await call(app, 'POST', `/api/clubs/${clubId}/sections/${judo.id}/categories`, manager.headers, { name: 'Pirates' })).body).toMatchObject(refusal);
    expect((await call(app, 'PUT', `/api/clubs/${clubId}/categories/${judo.poussins}`, manager.headers, { name: 'Pirates' })).status).toBe(403);
    expect((await call(app, 'POST', `/api/clubs/${clubId}/categories/${judo.poussins}/members`, manager.headers, { userId: as.coach.user.id })).status).toBe(403);
    const deleteSection = await call(app, 'DELETE', `/api/clubs/${clubId}/sections/${football.id}`, manager.headers);
    expect(deleteSection.status).toBe(403);
    expect(deleteSection.body).toMatchObject({ message: 'Seul un administrateur peut effectuer cette action sur les clubs.' });
    const nameManager = await call(app, 'POST', responsibilities(football.id), manager.headers, { userId: as.coach.user.id, kind: 'section_manager' });
    expect(nameManager.status).toBe(403);
    expect((await database.db.selectFrom('sections').select('description').where('id', '=', judo.id).executeTakeFirstOrThrow()).description).toBe('');
  });

  it('lets the section manager add and remove members within the category limit, and the coach read them', async () => {
    const manager = as.member;
    const members = `/api/clubs/${clubId}/categories/${football.seniors}/members`;
    expect((await call(app, 'POST', members, manager.headers, { userId: as.user.user.id })).status).toBe(204);
    expect(await roleOf(as.user)).toBe('member');
    expect((await call(app, 'POST', members, manager.headers, { userId: as.admin.user.id })).status).toBe(204);
    const full = await call(app, 'POST', members, manager.headers, { userId: as.coach.user.id });
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ message: 'Cette catégorie est complète : le nombre maximum de membres est atteint.' });
    const again = await call(app, 'POST', members, manager.headers, { userId: as.admin.user.id });
    expect(again.body).toMatchObject({ message: 'Cette personne est déjà membre de cette catégorie.' });

    const page = CategoryMemberPageSchema.parse((await call(app, 'GET', members, manager.headers)).body);
    expect(page.total).toBe(2);
    expect(page.data.every((member) => member.applicationId === null)).toBe(true);
    // The coach of U13 does not coach the seniors.
    const coachRefused = await call(app, 'GET', members, as.coach.headers);
    expect(coachRefused.status).toBe(403);
    expect((await call(app, 'GET', `/api/clubs/${clubId}/categories/${football.u13}/members`, as.coach.headers)).status).toBe(200);

    expect((await call(app, 'DELETE', `${members}/${as.admin.user.id}`, manager.headers)).status).toBe(204);
    expect(CategoryMemberPageSchema.parse((await call(app, 'GET', members, manager.headers)).body).total).toBe(1);
    const notMember = await call(app, 'DELETE', `${members}/${as.admin.user.id}`, manager.headers);
    expect(notMember.status).toBe(404);
    expect(notMember.body).toMatchObject({ message: "Cette personne n'est pas membre de cette catégorie." });
  });

  it('finds people for the pickers, for admins and section managers only', async () => {
    const found = PersonOptionListSchema.parse((await call(app, 'GET', '/api/responsibilities/candidates?search=martin', as.member.headers)).body);
    expect(found.data.map((person) => person.id)).toContain(as.coach.user.id);
    expect((await call(app, 'GET', '/api/responsibilities/candidates?search=ab', as.coach.headers)).status).toBe(403);
    const short = await call(app, 'GET', '/api/responsibilities/candidates?search=a', as.admin.headers);
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ issues: [{ path: 'search', message: 'Tapez au moins 2 caractères' }] });
  });

  it('removes a responsibility and gives the role back', async () => {
    const list = ResponsibilityListSchema.parse((await call(app, 'GET', responsibilities(football.id), as.admin.headers)).body);
    const managerRow = list.data.find((item) => item.kind === 'section_manager');
    expect((await call(app, 'DELETE', `${responsibilities(football.id)}/${managerRow?.id}`, as.admin.headers)).status).toBe(204);
    expect(await roleOf(as.member)).toBe('member');
    const refused = await call(app, 'PUT', `/api/clubs/${clubId}/sections/${football.id}`, as.member.headers, { description: 'Plus responsable' });
    expect(refused.status).toBe(403);
  });
});
