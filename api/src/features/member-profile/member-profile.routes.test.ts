import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs } from '../../testing/auth-helpers';
import { call } from '../../testing/facilities-fixtures';
import { applicationBody, completeProfileOf, createSection } from '../../testing/identity-fixtures';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const valid = { emergencyContactName: 'Paul Martin', emergencyContactPhone: '06 11 22 33 44', shareEmail: true, sharePhone: false, showInNewMembers: true };

describe.each(testDatabases())('the member profile (/api/me/profile, update-user) on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  it("starts with every visibility off and the application's emergency contact, then saves the member's choices", async () => {
    const { user, headers } = await signedInAs(app, database, 'user');
    await completeProfileOf(database, user.id);
    const section = await createSection(database);
    expect((await call(app, 'POST', '/api/first-login/applications', headers, applicationBody(section))).status).toBe(201);
    expect((await call(app, 'GET', '/api/me/profile', headers)).body).toEqual({
      success: true,
      data: {
        email: user.email,
        firstName: 'Camille',
        lastName: 'Martin',
        phone: '06 12 34 56 78',
        dateOfBirth: '2001-04-17',
        image: null,
        emergencyContactName: 'Sophie Martin',
        emergencyContactPhone: '06 98 76 54 32',
        emergencyContactFromApplication: true,
        shareEmail: false,
        sharePhone: false,
        showInNewMembers: false,
      },
    });
    expect((await call(app, 'PUT', '/api/me/profile', headers, valid)).body).toMatchObject({
      success: true,
      data: { ...valid, email: user.email, emergencyContactFromApplication: false },
    });
    expect((await call(app, 'PUT', '/api/me/profile', headers, { ...valid, shareEmail: false })).body).toMatchObject({ data: { shareEmail: false } });
  });

  it('refuses bad input with French issues and changes nothing', async () => {
    const { headers } = await signedInAs(app, database, 'member');
    await call(app, 'PUT', '/api/me/profile', headers, valid);
    const reply = await call(app, 'PUT', '/api/me/profile', headers, { ...valid, emergencyContactPhone: 'abc', shareEmail: 'oui' });
    expect(reply).toMatchObject({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        issues: [
          { path: 'emergencyContactPhone', message: "Le téléphone du contact d'urgence est invalide" },
          { path: 'shareEmail', message: 'La valeur doit être vraie ou fausse' },
        ],
      },
    });
    expect((await call(app, 'GET', '/api/me/profile', headers)).body).toMatchObject({ data: valid });
    expect((await call(app, 'GET', '/api/me/profile')).status).toBe(401);
  });

  it('update-user writes name, phone and date of birth, and refuses them in French when invalid', async () => {
    const { user, headers } = await signedInAs(app, database, 'member');
    const bad = await call(app, 'POST', '/api/auth/update-user', headers, { phone: '12', dateOfBirth: '2999-01-01' });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        issues: [
          { path: 'phone', message: 'Numéro de téléphone invalide' },
          { path: 'dateOfBirth', message: 'La date de naissance ne peut pas être dans le futur' },
        ],
      },
    });
    const ok = await call(app, 'POST', '/api/auth/update-user', headers, {
      name: 'Camille Roux',
      firstName: 'Camille',
      lastName: 'Roux',
      phone: '07 01 02 03 04',
      dateOfBirth: '1990-05-06',
    });
    expect(ok.status).toBe(200);
    expect(await database.db.selectFrom('users').select(['name', 'last_name', 'phone', 'date_of_birth']).where('id', '=', user.id).executeTakeFirst()).toEqual({
      name: 'Camille Roux',
      last_name: 'Roux',
      phone: '07 01 02 03 04',
      date_of_birth: '1990-05-06',
    });
  });
});
