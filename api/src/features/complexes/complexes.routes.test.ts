import { ApiErrorSchema, ComplexPageSchema, ComplexSchema, DEFAULT_OPENING_HOURS } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, complexBody, facilitiesTestbed, FACILITIES_NOW, roomBody, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { countRows } from '../../testing/count-rows';

describe.each(testDatabases())('complexes API on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  const count = () => countRows(database.db, 'complexes');

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it('lets an admin create, read, edit and delete a complex', async () => {
    const created = await call(app, 'POST', '/api/complexes', as.admin.headers, complexBody({ name: '  Stade Municipal ' }));
    expect(created.status).toBe(201);
    const complex = ComplexSchema.strict().parse(created.body);
    expect(complex).toMatchObject({
      name: 'Stade Municipal',
      description: '',
      numberOfElevators: 0,
      parkingCapacity: 0,
      accessibleForReducedMobility: true,
      openingHours: DEFAULT_OPENING_HOURS,
      createdAt: FACILITIES_NOW.toISOString(),
    });

    expect((await call(app, 'GET', `/api/complexes/${complex.id}`, as.member.headers)).body).toEqual(complex);
    const edited = await call(app, 'PUT', `/api/complexes/${complex.id}`, as.admin.headers, { parkingCapacity: 120, city: 'Nanterre' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ parkingCapacity: 120, city: 'Nanterre', name: 'Stade Municipal', street: '12 avenue du Stade' });

    expect((await call(app, 'DELETE', `/api/complexes/${complex.id}`, as.admin.headers)).status).toBe(204);
    const gone = await call(app, 'GET', `/api/complexes/${complex.id}`, as.admin.headers);
    expect(gone.status).toBe(404);
    expect(ApiErrorSchema.parse(gone.body)).toMatchObject({ code: 'NOT_FOUND', message: 'Complexe non trouvé (404).' });
  });

  it.each([
    ['name', { name: '' }, 'Le nom est requis'],
    ['street', { street: ' ' }, 'La rue est requise'],
    ['city', { city: 'a'.repeat(101) }, 'La ville ne peut pas dépasser 100 caractères'],
    ['postalCode', { postalCode: '123' }, 'Le code postal doit contenir au moins 5 caractères'],
    [
      'openingHours.monday.close',
      { openingHours: { ...DEFAULT_OPENING_HOURS, monday: { open: '18:00', close: '09:00', closed: false } } },
      "L'heure de fermeture doit être postérieure à l'heure d'ouverture",
    ],
  ])('answers 400 on a bad %s and stores nothing', async (path, patch, message) => {
    const before = await count();
    const res = await call(app, 'POST', '/api/complexes', as.admin.headers, complexBody(patch));
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(res.body)).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path, message }] });
    expect(await count()).toBe(before);
  });

  it('refuses visitors (401), unfinished onboarding (403) and non-admin writes (403)', async () => {
    expect((await call(app, 'GET', '/api/complexes')).status).toBe(401);
    expect((await call(app, 'GET', '/api/complexes', as.user.headers)).status).toBe(403);
    for (const role of ['member', 'coach', 'section_manager', 'admin'] as const) {
      expect((await call(app, 'GET', '/api/complexes', as[role].headers)).status).toBe(200);
    }
    const before = await count();
    for (const role of ['member', 'coach', 'section_manager', 'user'] as const) {
      expect((await call(app, 'POST', '/api/complexes', as[role].headers, complexBody())).status).toBe(403);
    }
    // A visitor is told to sign in, even with an invalid body.
    const anonymous = await call(app, 'POST', '/api/complexes', {}, { name: '' });
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await count()).toBe(before);
  });

  it('refuses to delete a complex that still has rooms (409)', async () => {
    const complex = await call<{ id: string }>(app, 'POST', '/api/complexes', as.admin.headers, complexBody());
    await call(app, 'POST', '/api/rooms', as.admin.headers, roomBody(complex.body.id));
    const res = await call(app, 'DELETE', `/api/complexes/${complex.body.id}`, as.admin.headers);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: "Impossible de supprimer ce complexe : il contient encore des salles. Supprimez-les d'abord." });
    expect((await call(app, 'GET', `/api/complexes/${complex.body.id}`, as.admin.headers)).status).toBe(200);
  });

  it('answers 404 for edits and deletions of unknown complexes', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call(app, 'PUT', `/api/complexes/${id}`, as.admin.headers, { city: 'Paris' })).body).toMatchObject({ message: 'Complexe non trouvé (404).' });
    expect((await call(app, 'DELETE', `/api/complexes/${id}`, as.admin.headers)).status).toBe(404);
    expect((await call(app, 'GET', '/api/complexes/pas-un-id', as.admin.headers)).status).toBe(404);
  });

  it('pages, searches without accents and filters on accessibility', async () => {
    await database.db.deleteFrom('rooms').execute();
    await database.db.deleteFrom('complexes').execute();
    for (let i = 1; i <= 25; i += 1) {
      const name = `Complexe ${String(i).padStart(2, '0')}`;
      await call(app, 'POST', '/api/complexes', as.admin.headers, complexBody({ name, accessibleForReducedMobility: i % 5 !== 0 }));
    }
    await call(app, 'POST', '/api/complexes', as.admin.headers, complexBody({ name: 'Piscine Édouard-Herriot', city: 'Évry' }));

    const first = ComplexPageSchema.parse((await call(app, 'GET', '/api/complexes', as.member.headers)).body);
    expect({ total: first.total, page: first.page, limit: first.limit, size: first.data.length }).toEqual({ total: 26, page: 1, limit: 20, size: 20 });
    expect(first.data[0]?.name).toBe('Complexe 01');
    const third = ComplexPageSchema.parse((await call(app, 'GET', '/api/complexes?page=3&limit=10', as.member.headers)).body);
    expect(third.data.map((c) => c.name)).toEqual(['Complexe 21', 'Complexe 22', 'Complexe 23', 'Complexe 24', 'Complexe 25', 'Piscine Édouard-Herriot']);

    const search = ComplexPageSchema.parse((await call(app, 'GET', '/api/complexes?search=EDOUARD', as.member.headers)).body);
    expect(search.data.map((c) => c.name)).toEqual(['Piscine Édouard-Herriot']);
    expect(ComplexPageSchema.parse((await call(app, 'GET', '/api/complexes?search=evry', as.member.headers)).body).total).toBe(1);
    expect(ComplexPageSchema.parse((await call(app, 'GET', '/api/complexes?search=100%25', as.member.headers)).body).total).toBe(0);
    const notAccessible = ComplexPageSchema.parse((await call(app, 'GET', '/api/complexes?accessibleForReducedMobility=false&limit=50', as.member.headers)).body);
    expect(notAccessible.data.map((c) => c.name)).toEqual(['Complexe 05', 'Complexe 10', 'Complexe 15', 'Complexe 20', 'Complexe 25']);

    const bad = await call(app, 'GET', '/api/complexes?page=0&limit=1000&accessibleForReducedMobility=peut-etre', as.member.headers);
    expect(bad.status).toBe(400);
    expect((bad.body as { issues: unknown[] }).issues).toEqual([
      { path: 'page', message: 'La page doit être un nombre entier supérieur ou égal à 1' },
      { path: 'limit', message: 'La limite doit être un nombre entier entre 1 et 100' },
      { path: 'accessibleForReducedMobility', message: 'La valeur doit être true ou false' },
    ]);
  });
});
