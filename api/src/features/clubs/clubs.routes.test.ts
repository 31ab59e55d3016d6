import { ApiErrorSchema, ClubPageSchema, ClubSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, facilitiesTestbed, FACILITIES_NOW, type RoleActors } from '../../testing/facilities-fixtures';
import { createSection } from '../../testing/identity-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { countRows } from '../../testing/count-rows';

const clubBody = (patch: Record<string, unknown> = {}) => ({
  name: 'Union sportive de Rueil',
  description: 'Club omnisports',
  contactEmail: 'contact@usrueil.fr',
  contactPhone: '01 47 32 10 00',
  address: '3 rue du Stade, 92500 Rueil-Malmaison',
  logoUrl: 'https://usrueil.fr/logo.png',
  ...patch,
});

describe.each(testDatabases())('clubs API on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  const clubCount = () => countRows(database.db, 'clubs');

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it('lets an admin create, read, list, edit and delete a club', async () => {
    const created = await call(app, 'POST', '/api/clubs', as.admin.headers, clubBody({ name: '  Club Alpha ', logoUrl: '' }));
    expect(created.status).toBe(201);
    const club = ClubSchema.strict().parse(created.body);
    expect(club).toMatchObject({ name: 'Club Alpha', logoUrl: null, sectionCount: 0, createdAt: FACILITIES_NOW.toISOString() });

    expect((await call(app, 'GET', `/api/clubs/${club.id}`, as.member.headers)).body).toEqual(club);
    const list = ClubPageSchema.parse((await call(app, 'GET', '/api/clubs?search=alpha', as.member.headers)).body);
    expect(list.data.map((item) => item.name)).toEqual(['Club Alpha']);
    expect(list.total).toBe(1);

    const edited = await call(app, 'PUT', `/api/clubs/${club.id}`, as.admin.headers, { contactPhone: '', address: '1 place de la Mairie' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Club Alpha', contactPhone: null, address: '1 place de la Mairie', contactEmail: 'contact@usrueil.fr' });

    expect((await call(app, 'DELETE', `/api/clubs/${club.id}`, as.admin.headers)).status).toBe(204);
    const gone = await call(app, 'GET', `/api/clubs/${club.id}`, as.admin.headers);
    expect(gone.status).toBe(404);
    expect(ApiErrorSchema.parse(gone.body)).toMatchObject({ code: 'NOT_FOUND', message: 'Club non trouvé.' });
  });

  it.each([
    ['name', { name: ' ' }, 'Le nom est requis'],
    ['contactEmail', { contactEmail: 'pas-un-email' }, "L'adresse e-mail n'est pas valide"],
    ['contactPhone', { contactPhone: '12' }, 'Le numéro de téléphone doit contenir entre 10 et 20 caractères (chiffres, espaces, +, ., -)'],
    ['logoUrl', { logoUrl: 'javascript:alert(1)' }, "L'adresse du logo doit être une URL http(s) valide"],
    ['address', { address: 'a'.repeat(501) }, "L'adresse ne peut pas dépasser 500 caractères"],
  ])('refuses an invalid %s in French and writes nothing', async (path, patch, message) => {
    const before = await clubCount();
    const res = await call(app, 'POST', '/api/clubs', as.admin.headers, clubBody({ name: `Club ${path}`, ...patch }));
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(res.body).issues).toContainEqual({ path, message });
    expect(await clubCount()).toBe(before);
  });

  it('refuses a second club with the same name', async () => {
    expect((await call(app, 'POST', '/api/clubs', as.admin.headers, clubBody({ name: 'Club Doublon' }))).status).toBe(201);
    const again = await call(app, 'POST', '/api/clubs', as.admin.headers, clubBody({ name: 'Club Doublon' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'Un club porte déjà ce nom.' });
  });

  it('refuses to delete a club that still has sections, saying what depends on it', async () => {
    const club = ClubSchema.parse((await call(app, 'POST', '/api/clubs', as.admin.headers, clubBody({ name: 'Club Occupé' }))).body);
    await createSection(database, 'Escrime', ['Fleuret'], club.id);
    await createSection(database, 'Aviron', [], club.id);
    const res = await call(app, 'DELETE', `/api/clubs/${club.id}`, as.admin.headers);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'Impossible de supprimer le club « Club Occupé » : 2 sections en dépendent.' });
    expect((await call(app, 'GET', `/api/clubs/${club.id}`, as.admin.headers)).body).toMatchObject({ sectionCount: 2 });
  });

  it('lets members read but only admins write, with the clubs refusal message', async () => {
    expect((await call(app, 'GET', '/api/clubs', as.user.headers)).status).toBe(403);
    expect((await call(app, 'GET', '/api/clubs', as.coach.headers)).status).toBe(200);
    const refused = await call(app, 'POST', '/api/clubs', as.section_manager.headers, clubBody({ name: 'Club Pirate' }));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: 'Seul un administrateur peut effectuer cette action sur les clubs.' });
    expect((await call(app, 'GET', '/api/clubs', {})).status).toBe(401);
  });
});
