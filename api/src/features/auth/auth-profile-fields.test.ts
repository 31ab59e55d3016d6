import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs, TEST_ORIGIN } from '../../testing/auth-helpers';
import { call } from '../../testing/facilities-fixtures';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const NAME_TOO_LONG = 'Le nom affiché ne peut pas dépasser 100 caractères';
const BAD_IMAGE = "L'image de profil doit être une adresse https (https://…), ou rester vide";

describe.each(testDatabases())("better-auth's name and image (ADR 088) on $dialect", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let counter = 0;
  const signUp = (patch: Record<string, unknown>) => {
    const email = `profil-${(counter += 1)}@example.fr`;
    const body = { email, password: 'Piscine-du-mardi-2026', name: 'Léa Dubois', firstName: 'Léa', lastName: 'Dubois', ...patch };
    return { email, reply: call(app, 'POST', '/api/auth/sign-up/email', { Origin: TEST_ORIGIN }, body) };
  };
  const userByEmail = (email: string) => database.db.selectFrom('users').select(['name', 'image']).where('email', '=', email).executeTakeFirst();

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  it.each([
    ['a 5,000-character name', { name: 'n'.repeat(5000) }, 'name', NAME_TOO_LONG],
    // varchar(255) on PostgreSQL: this one was a 500 with an empty body.
    ['a 300-character name', { name: 'n'.repeat(300) }, 'name', NAME_TOO_LONG],
    ['an empty name', { name: '   ' }, 'name', 'Le nom affiché est requis'],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'image', BAD_IMAGE],
    ['an http image', { image: 'http://photos.example.fr/lea.png' }, 'image', BAD_IMAGE],
  ])('refuses %s at sign-up with a French issue, and stores nothing', async (_label, patch, path, message) => {
    const { email, reply } = signUp(patch);
    expect(await reply).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', message, issues: [{ path, message }], requestId: expect.any(String) } });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('signs up with 100 characters and an https image', async () => {
    const { email, reply } = signUp({ name: 'n'.repeat(100), image: 'https://photos.example.fr/lea.png' });
    expect((await reply).status).toBe(200);
    expect(await userByEmail(email)).toEqual({ name: 'n'.repeat(100), image: 'https://photos.example.fr/lea.png' });
  });

  it('checks update-user and the admin create-user and update-user the same way', async () => {
    const member = await signedInAs(app, database, 'member');
    const admin = await signedInAs(app, database, 'admin');
    expect((await call(app, 'POST', '/api/auth/update-user', member.headers, { name: 'n'.repeat(101) })).body).toMatchObject({
      issues: [{ path: 'name', message: NAME_TOO_LONG }],
    });
    expect((await call(app, 'POST', '/api/auth/update-user', member.headers, { image: 'javascript:alert(1)' })).body).toMatchObject({
      issues: [{ path: 'image', message: BAD_IMAGE }],
    });
    expect(await userByEmail(member.user.email)).toEqual({ name: member.user.name, image: null });
    expect((await call(app, 'POST', '/api/auth/update-user', member.headers, { name: 'Camille M.', image: '' })).status).toBe(200);

    const created = await call(app, 'POST', '/api/auth/admin/create-user', admin.headers, {
      email: 'nouveau@example.fr',
      password: 'Piscine-du-mardi-2026',
      name: 'n'.repeat(300),
      data: { image: 'javascript:alert(1)' },
    });
    expect(created).toMatchObject({
      status: 400,
      body: {
        issues: [
          { path: 'name', message: NAME_TOO_LONG },
          { path: 'data.image', message: BAD_IMAGE },
        ],
      },
    });
    expect(await userByEmail('nouveau@example.fr')).toBeUndefined();
    const updated = await call(app, 'POST', '/api/auth/admin/update-user', admin.headers, { userId: member.user.id, data: { image: 'javascript:alert(1)' } });
    expect(updated.body).toMatchObject({ issues: [{ path: 'data.image', message: BAD_IMAGE }] });
  });
});
