import { ApiErrorSchema, DEFAULT_DISPONIBILITY, MinibusPageSchema, MinibusSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, facilitiesTestbed, minibusBody, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { countRows } from '../../testing/count-rows';

describe.each(testDatabases())('minibuses API on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  const count = () => countRows(database.db, 'minibuses');

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it('lets an admin create, read, edit and delete a minibus', async () => {
    const created = await call(app, 'POST', '/api/minibuses', as.admin.headers, minibusBody({ licensePlate: ' gh-456-ij ' }));
    expect(created.status).toBe(201);
    const minibus = MinibusSchema.strict().parse(created.body);
    expect(minibus).toMatchObject({ licensePlate: 'GH-456-IJ', isAvailable: true, disponibility: DEFAULT_DISPONIBILITY });
    expect((await call(app, 'GET', `/api/minibuses/${minibus.id}`, as.member.headers)).body).toEqual(minibus);
    expect((await call(app, 'PUT', `/api/minibuses/${minibus.id}`, as.admin.headers, { isAvailable: false, capacity: 8 })).body).toMatchObject({
      isAvailable: false,
      capacity: 8,
      licensePlate: 'GH-456-IJ',
    });
    expect((await call(app, 'DELETE', `/api/minibuses/${minibus.id}`, as.admin.headers)).status).toBe(204);
    expect((await call(app, 'GET', `/api/minibuses/${minibus.id}`, as.admin.headers)).body).toMatchObject({ message: 'Minibus non trouvé (404).' });
  });

  it.each([
    ['licensePlate', { licensePlate: '' }, "La plaque d'immatriculation est requise"],
    ['licensePlate', { licensePlate: '1234567890' }, "La plaque d'immatriculation ne peut pas dépasser 9 caractères"],
    ['capacity', { capacity: 0, disabledPersonCapacity: 0 }, "La capacité doit être d'au moins 1"],
    ['disabledPersonCapacity', { disabledPersonCapacity: -2 }, 'La capacité pour personnes handicapées doit être positive'],
    [
      'disponibility.friday.open',
      { disponibility: { ...DEFAULT_DISPONIBILITY, friday: { open: '8h', close: '18:00', available: true } } },
      "L'heure doit être au format HH:MM",
    ],
  ])('answers 400 on a bad %s and stores nothing', async (path, patch, message) => {
    const before = await count();
    const res = await call(app, 'POST', '/api/minibuses', as.admin.headers, minibusBody(patch));
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(res.body).issues).toEqual([{ path, message }]);
    expect(await count()).toBe(before);
  });

  it('refuses a plate already used (409) and more wheelchair places than seats', async () => {
    const first = await call<{ id: string }>(app, 'POST', '/api/minibuses', as.admin.headers, minibusBody({ licensePlate: 'KL-789-MN' }));
    const duplicate = await call(app, 'POST', '/api/minibuses', as.admin.headers, minibusBody({ licensePlate: 'kl-789-mn' }));
    expect(duplicate).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: "Un minibus avec cette plaque d'immatriculation existe déjà." } });
    const other = await call<{ id: string }>(app, 'POST', '/api/minibuses', as.admin.headers, minibusBody());
    expect((await call(app, 'PUT', `/api/minibuses/${other.body.id}`, as.admin.headers, { licensePlate: 'KL-789-MN' })).status).toBe(409);
    expect((await call(app, 'PUT', `/api/minibuses/${first.body.id}`, as.admin.headers, { licensePlate: 'KL-789-MN', name: 'Renommé' })).status).toBe(200);
    const seats = await call(app, 'PUT', `/api/minibuses/${first.body.id}`, as.admin.headers, { disabledPersonCapacity: 12 });
    expect(seats).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'disabledPersonCapacity', message: 'Les places PMR ne peuvent pas dépasser la capacité du minibus' }] },
    });
  });

  it('enforces the roles and lists with paging, search and availability', async () => {
    expect((await call(app, 'GET', '/api/minibuses')).status).toBe(401);
    expect((await call(app, 'GET', '/api/minibuses', as.user.headers)).status).toBe(403);
    expect((await call(app, 'POST', '/api/minibuses', as.coach.headers, minibusBody())).status).toBe(403);

    await database.db.deleteFrom('minibuses').execute();
    for (let i = 1; i <= 23; i += 1) {
      await call(app, 'POST', '/api/minibuses', as.admin.headers, minibusBody({ name: `Minibus ${String(i).padStart(2, '0')}`, isAvailable: i !== 4 }));
    }
    const page = MinibusPageSchema.parse((await call(app, 'GET', '/api/minibuses?page=2', as.section_manager.headers)).body);
    expect({ total: page.total, size: page.data.length, page: page.page, limit: page.limit }).toEqual({ total: 23, size: 3, page: 2, limit: 20 });
    const unavailable = MinibusPageSchema.parse((await call(app, 'GET', '/api/minibuses?isAvailable=false', as.member.headers)).body);
    expect(unavailable.data.map((m) => m.name)).toEqual(['Minibus 04']);
    const search = MinibusPageSchema.parse((await call(app, 'GET', '/api/minibuses?search=minibus 1', as.member.headers)).body);
    expect(search.total).toBe(10);
  });
});
