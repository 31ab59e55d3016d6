import { FirstLoginStatusSchema, MembershipSchema, successResponseSchema, UserProfileSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs } from '../../testing/auth-helpers';
import { createSection } from '../../testing/identity-fixtures';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const profile = { firstName: ' Inès ', lastName: 'Garnier', phone: '06 11 22 33 44', dateOfBirth: '1998-09-30' };
const put = (body: unknown, headers: Record<string, string>) => ({ ...jsonRequest(body, headers), method: 'PUT' });

describe.each(testDatabases())('first-login status, profile and memberships on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  const status = async (headers: Record<string, string>) =>
    successResponseSchema(FirstLoginStatusSchema).parse(await (await app.request('/api/first-login/status', { headers })).json()).data;

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  it('answers 401 to a visitor', async () => {
    for (const path of ['/api/first-login/status', '/api/me/memberships']) {
      const res = await app.request(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('starts a new user at the profile step, then moves to the application step', async () => {
    const { user, headers } = await signedInAs(app, database, 'user');
    expect(await status(headers)).toMatchObject({ step: 'profile', latestApplication: null, profile: { id: user.id, phone: null } });

    const res = await app.request('/api/first-login/profile', put(profile, headers));
    expect(res.status).toBe(200);
    const saved = successResponseSchema(UserProfileSchema.strict()).parse(await res.json()).data;
    expect(saved).toMatchObject({ name: 'Inès Garnier', firstName: 'Inès', lastName: 'Garnier', phone: '06 11 22 33 44', dateOfBirth: '1998-09-30' });
    expect((await status(headers)).step).toBe('application');
    const session = (await (await app.request('/api/auth/get-session?disableCookieCache=true', { headers })).json()) as { user: unknown };
    expect(session.user).toMatchObject({ name: 'Inès Garnier', phone: '06 11 22 33 44' });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Le prénom est requis'],
    [{ phone: 'abc' }, 'phone', 'Numéro de téléphone invalide'],
    [{ dateOfBirth: '' }, 'dateOfBirth', 'La date de naissance est requise'],
    [{ dateOfBirth: '30/09/1998' }, 'dateOfBirth', 'La date de naissance doit être au format AAAA-MM-JJ'],
    [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'La date de naissance ne peut pas être dans le futur'],
    [{ dateOfBirth: '2001-02-30' }, 'dateOfBirth', 'La date de naissance est invalide'],
  ])('refuses the profile %j in French and changes nothing', async (patch, path, message) => {
    const { user, headers } = await signedInAs(app, database, 'user');
    const res = await app.request('/api/first-login/profile', put({ ...profile, ...patch }, headers));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: unknown[] }).issues).toContainEqual({ path, message });
    const row = await database.db.selectFrom('users').select(['phone', 'first_name']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: null, first_name: 'Camille' });
  });

  it('refuses a profile update without a trusted Origin (cookie-carrying request)', async () => {
    const { headers } = await signedInAs(app, database, 'user');
    const res = await app.request('/api/first-login/profile', put(profile, { Cookie: headers.Cookie ?? '', Origin: 'https://pirate.example' }));
    expect(res.status).toBe(403);
  });

  it('reports complete for every other role', async () => {
    for (const role of ['member', 'coach', 'section_manager', 'admin'] as const) {
      const { headers } = await signedInAs(app, database, role);
      expect((await status(headers)).step).toBe('complete');
    }
  });

  it("lists the signed-in user's memberships with section and category names", async () => {
    const { user, headers } = await signedInAs(app, database, 'member');
    const tennis = await createSection(database, 'Tennis', ['Loisirs']);
    const category = tennis.categories[0];
    if (!category) throw new Error('fixture without category');
    await database.db
      .insertInto('memberships')
      .values({
        id: crypto.randomUUID(),
        user_id: user.id,
        section_id: tennis.id,
        category_id: category.id,
        application_id: null,
        created_at: '2026-01-05T10:00:00.000Z',
      })
      .execute();
    const res = await app.request('/api/me/memberships', { headers });
    const body = successResponseSchema(MembershipSchema.strict().array()).parse(await res.json());
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        sectionId: tennis.id,
        sectionName: 'Tennis',
        categoryId: category.id,
        categoryName: 'Loisirs',
        createdAt: '2026-01-05T10:00:00.000Z',
      },
    ]);
  });
});
