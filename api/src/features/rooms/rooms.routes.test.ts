import { ApiErrorSchema, RoomPageSchema, RoomSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, complexBody, facilitiesTestbed, FACILITIES_NOW, roomBody, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { countRows } from '../../testing/count-rows';

describe.each(testDatabases())('rooms API on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let complexId: string;
  const count = () => countRows(database.db, 'rooms');

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
    complexId = (await call<{ id: string }>(app, 'POST', '/api/complexes', as.admin.headers, complexBody({ name: 'Complexe des Bords de Seine' }))).body.id;
  });
  afterAll(() => database.dispose());

  it('lets an admin create, read, edit and delete a room, with its complex name', async () => {
    const created = await call(app, 'POST', '/api/rooms', as.admin.headers, roomBody(complexId, { name: 'Dojo', sportType: 'Judo', accreditation: '' }));
    expect(created.status).toBe(201);
    const room = RoomSchema.strict().parse(created.body);
    expect(room).toMatchObject({
      complexId,
      complexName: 'Complexe des Bords de Seine',
      isIndoor: true,
      accreditation: null,
      createdAt: FACILITIES_NOW.toISOString(),
    });
    expect((await call(app, 'GET', `/api/rooms/${room.id}`, as.coach.headers)).body).toEqual(room);

    const edited = await call(app, 'PUT', `/api/rooms/${room.id}`, as.admin.headers, { capacity: 25, isIndoor: false, accreditation: 'FFJDA' });
    expect(edited.body).toMatchObject({ capacity: 25, isIndoor: false, accreditation: 'FFJDA', name: 'Dojo', complexName: 'Complexe des Bords de Seine' });
    const moved = await call(app, 'PUT', `/api/rooms/${room.id}`, as.admin.headers, { complexId: '00000000-0000-4000-8000-000000000000' });
    expect(moved).toMatchObject({ status: 400, body: { issues: [{ path: 'complexId', message: "Le complexe d'une salle ne peut pas être modifié" }] } });

    expect((await call(app, 'DELETE', `/api/rooms/${room.id}`, as.admin.headers)).status).toBe(204);
    expect((await call(app, 'GET', `/api/rooms/${room.id}`, as.admin.headers)).body).toMatchObject({ code: 'NOT_FOUND', message: 'Salle non trouvée (404).' });
  });

  it.each([
    ['name', { name: 'a'.repeat(256) }, 'Le nom ne peut pas dépasser 255 caractères'],
    ['description', { description: 'a'.repeat(501) }, 'La description ne peut pas dépasser 500 caractères'],
    ['complexId', { complexId: 'abc' }, 'ID de complexe invalide'],
    ['complexId', { complexId: '00000000-0000-4000-8000-000000000000' }, "Ce complexe n'existe pas"],
    ['sportType', { sportType: '' }, 'Le type de sport est requis'],
    ['capacity', { capacity: -1 }, 'La capacité doit être un nombre entier positif'],
    ['openingHours', { openingHours: undefined }, "Les horaires d'ouverture sont requis"],
  ])('answers 400 on a bad %s and stores nothing', async (path, patch, message) => {
    const before = await count();
    const res = await call(app, 'POST', '/api/rooms', as.admin.headers, roomBody(complexId, patch));
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(res.body).issues).toEqual([{ path, message }]);
    expect(await count()).toBe(before);
  });

  it('is read by every member-level role and written by admins only', async () => {
    expect((await call(app, 'GET', '/api/rooms')).status).toBe(401);
    expect((await call(app, 'GET', '/api/rooms', as.user.headers)).status).toBe(403);
    for (const role of ['member', 'coach', 'section_manager'] as const) {
      expect((await call(app, 'GET', '/api/rooms', as[role].headers)).status).toBe(200);
      expect((await call(app, 'POST', '/api/rooms', as[role].headers, roomBody(complexId))).status).toBe(403);
    }
  });

  it('lists with paging and filters, and per complex (404 for an unknown complex)', async () => {
    const other = (await call<{ id: string }>(app, 'POST', '/api/complexes', as.admin.headers, complexBody({ name: 'Piscine' }))).body.id;
    for (let i = 1; i <= 12; i += 1) {
      const patch = {
        name: `Salle ${String(i).padStart(2, '0')}`,
        sportType: i % 2 ? 'Tennis' : 'Natation',
        isIndoor: i % 3 !== 0,
        description: i === 7 ? 'Terrain en gazon synthétique' : '',
      };
      await call(app, 'POST', '/api/rooms', as.admin.headers, roomBody(i <= 8 ? complexId : other, patch));
    }
    const get = async (query: string) => RoomPageSchema.parse((await call(app, 'GET', `/api/rooms${query}`, as.member.headers)).body);
    expect((await get('?limit=5&page=3')).data.map((r) => r.name)).toEqual(['Salle 11', 'Salle 12']);
    expect((await get(`?complexId=${other}`)).data.map((r) => r.name)).toEqual(['Salle 09', 'Salle 10', 'Salle 11', 'Salle 12']);
    expect((await get('?sportType=Natation&isIndoor=false')).data.map((r) => r.name)).toEqual(['Salle 06', 'Salle 12']);
    expect((await get('?search=GAZON')).data.map((r) => r.name)).toEqual(['Salle 07']);
    expect((await get('?isIndoor=true&limit=100')).total).toBe(8);

    const ofComplex = await call(app, 'GET', `/api/complexes/${other}/rooms?limit=3`, as.member.headers);
    expect(RoomPageSchema.parse(ofComplex.body)).toMatchObject({ total: 4, page: 1, limit: 3 });
    const unknown = await call(app, 'GET', '/api/complexes/00000000-0000-4000-8000-000000000000/rooms', as.member.headers);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Complexe non trouvé (404).' } });
    expect((await call(app, 'GET', '/api/rooms?complexId=abc', as.member.headers)).body).toMatchObject({
      issues: [{ path: 'complexId', message: 'ID de complexe invalide' }],
    });
  });
});
