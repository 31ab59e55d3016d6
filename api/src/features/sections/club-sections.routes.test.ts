import {
  ClubCategoryPageSchema,
  ClubCategorySchema,
  ClubSectionPageSchema,
  ClubSectionSchema,
  MembershipOptionsSchema,
  successResponseSchema,
} from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, facilitiesTestbed, type RoleActors } from '../../testing/facilities-fixtures';
import { createClub } from '../../testing/identity-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const sectionBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Football',
  sport: 'Football',
  description: 'Du U11 aux vétérans',
  seasonFeeCents: 18000,
  contactName: 'Paul Durand',
  contactEmail: 'foot@usrueil.fr',
  contactPhone: '06 11 22 33 44',
  ...patch,
});

describe.each(testDatabases())('club sections and categories API on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let clubId: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
    clubId = (await createClub(database, 'Union sportive')).id;
  });
  afterAll(() => database.dispose());

  it('creates a section and two categories that onboarding offers at once', async () => {
    const created = await call(app, 'POST', `/api/clubs/${clubId}/sections`, as.admin.headers, sectionBody({ name: 'Volley-ball', sport: 'Volley' }));
    expect(created.status).toBe(201);
    const section = ClubSectionSchema.strict().parse(created.body);
    expect(section).toMatchObject({ clubId, clubName: 'Union sportive', name: 'Volley-ball', seasonFeeCents: 18000, categoryCount: 0, memberCount: 0 });

    const base = `/api/clubs/${clubId}/sections/${section.id}/categories`;
    const u13 = await call(app, 'POST', base, as.admin.headers, { name: 'U13', minAge: 11, maxAge: 12, gender: 'female', maxMembers: 14 });
    expect(u13.status).toBe(201);
    expect(ClubCategorySchema.strict().parse(u13.body)).toMatchObject({
      sectionName: 'Volley-ball',
      minAge: 11,
      maxAge: 12,
      gender: 'female',
      maxMembers: 14,
      memberCount: 0,
    });
    expect((await call(app, 'POST', base, as.admin.headers, { name: 'Loisirs' })).body).toMatchObject({ gender: 'mixed', minAge: null, maxMembers: null });

    const options = successResponseSchema(MembershipOptionsSchema).parse(await (await app.request('/api/onboarding/membership-options')).json());
    // Same creation instant under the test clock: then by name.
    expect(options.data.sections.find((option) => option.id === section.id)?.categories.map((category) => category.name)).toEqual(['Loisirs', 'U13']);

    const categories = ClubCategoryPageSchema.parse((await call(app, 'GET', `/api/clubs/${clubId}/categories?sectionId=${section.id}`, as.member.headers)).body);
    expect(categories.data.map((category) => category.name)).toEqual(['Loisirs', 'U13']);
    const searched = ClubCategoryPageSchema.parse((await call(app, 'GET', `/api/clubs/${clubId}/categories?search=loisir`, as.member.headers)).body);
    expect(searched.data.map((category) => category.name)).toEqual(['Loisirs']);
    const detail = ClubSectionSchema.parse((await call(app, 'GET', `/api/clubs/${clubId}/sections/${section.id}`, as.member.headers)).body);
    expect(detail.categoryCount).toBe(2);
  });

  it('lists, searches and edits sections', async () => {
    await call(app, 'POST', `/api/clubs/${clubId}/sections`, as.admin.headers, sectionBody({ name: 'Natation', sport: 'Natation' }));
    const page = ClubSectionPageSchema.parse((await call(app, 'GET', `/api/clubs/${clubId}/sections?search=natation`, as.member.headers)).body);
    expect(page.data.map((section) => section.name)).toEqual(['Natation']);
    const id = page.data[0]?.id;
    const edited = await call(app, 'PUT', `/api/clubs/${clubId}/sections/${id}`, as.admin.headers, { seasonFeeCents: 16000, contactEmail: '' });
    expect(edited.body).toMatchObject({ seasonFeeCents: 16000, contactEmail: null, name: 'Natation' });
  });

  it.each([
    ['sport', { sport: '' }, 'Le sport est requis'],
    ['seasonFeeCents', { seasonFeeCents: -5 }, 'La cotisation doit être un montant positif en centimes (nombre entier)'],
    ['seasonFeeCents', { seasonFeeCents: 12.5 }, 'La cotisation doit être un montant positif en centimes (nombre entier)'],
    ['contactEmail', { contactEmail: 'x@' }, "L'adresse e-mail n'est pas valide"],
  ])('refuses a section with an invalid %s in French', async (path, patch, message) => {
    const res = await call(app, 'POST', `/api/clubs/${clubId}/sections`, as.admin.headers, sectionBody({ name: `Section ${path}`, ...patch }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ issues: expect.arrayContaining([{ path, message }]) });
  });

  it('refuses categories with ages out of order, on create and on a partial edit', async () => {
    const section = ClubSectionSchema.parse(
      (await call(app, 'POST', `/api/clubs/${clubId}/sections`, as.admin.headers, sectionBody({ name: 'Rugby', sport: 'Rugby' }))).body,
    );
    const base = `/api/clubs/${clubId}/sections/${section.id}/categories`;
    const bad = await call(app, 'POST', base, as.admin.headers, { name: 'U15', minAge: 15, maxAge: 13 });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ issues: [{ path: 'maxAge', message: "L'âge minimum ne peut pas dépasser l'âge maximum" }] });
    const category = ClubCategorySchema.parse((await call(app, 'POST', base, as.admin.headers, { name: 'U15', minAge: 13, maxAge: 14 })).body);
    const edit = await call(app, 'PUT', `/api/clubs/${clubId}/categories/${category.id}`, as.admin.headers, { minAge: 16 });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ message: "L'âge minimum ne peut pas dépasser l'âge maximum" });
    const duplicate = await call(app, 'POST', base, as.admin.headers, { name: 'U15' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ message: 'Cette section a déjà une catégorie de ce nom.' });
  });

  it('refuses to delete a section with categories and members, naming them; deletes an empty one', async () => {
    const section = ClubSectionSchema.parse(
      (await call(app, 'POST', `/api/clubs/${clubId}/sections`, as.admin.headers, sectionBody({ name: 'Handball', sport: 'Handball' }))).body,
    );
    const base = `/api/clubs/${clubId}/sections/${section.id}/categories`;
    const seniors = ClubCategorySchema.parse((await call(app, 'POST', base, as.admin.headers, { name: 'Seniors' })).body);
    await call(app, 'POST', base, as.admin.headers, { name: 'U11' });
    await call(app, 'POST', `/api/clubs/${clubId}/categories/${seniors.id}/members`, as.admin.headers, { userId: as.member.user.id });
    const refused = await call(app, 'DELETE', `/api/clubs/${clubId}/sections/${section.id}`, as.admin.headers);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', message: 'Impossible de supprimer la section « Handball » : 2 catégories et 1 membre en dépendent.' });
    const categoryRefused = await call(app, 'DELETE', `/api/clubs/${clubId}/categories/${seniors.id}`, as.admin.headers);
    expect(categoryRefused.body).toMatchObject({ message: 'Impossible de supprimer la catégorie « Seniors » : 1 membre en dépend.' });

    const empty = ClubSectionSchema.parse(
      (await call(app, 'POST', `/api/clubs/${clubId}/sections`, as.admin.headers, sectionBody({ name: 'Escrime', sport: 'Escrime' }))).body,
    );
    expect((await call(app, 'DELETE', `/api/clubs/${clubId}/sections/${empty.id}`, as.admin.headers)).status).toBe(204);
  });

  it('answers 404 for a section reached through another club', async () => {
    const other = await createClub(database, 'Autre club');
    const section = ClubSectionSchema.parse(
      (await call(app, 'POST', `/api/clubs/${clubId}/sections`, as.admin.headers, sectionBody({ name: "Tir à l'arc", sport: 'Tir' }))).body,
    );
    const res = await call(app, 'GET', `/api/clubs/${other.id}/sections/${section.id}`, as.admin.headers);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Section non trouvée.' });
  });
});
