import { ApplicationPageSchema, ClubPageSchema, FirstLoginStatusSchema, ResponsibilityListSchema, successResponseSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { seedIfEmpty } from '../../db/seed';
import { createLogger } from '../../shared/logger';
import { signIn } from '../../testing/auth-helpers';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { DEMO_PASSWORD } from './demo-identity.data';

describe.each(testDatabases())('demo identity seed on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  const status = async (email: string) => {
    const headers = await signIn(app, email, DEMO_PASSWORD);
    return successResponseSchema(FirstLoginStatusSchema).parse(await (await app.request('/api/first-login/status', { headers })).json()).data;
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    expect(await seedIfEmpty({ db: database.db, production: false, logger: createLogger('silent') })).toBe('seeded');
    app = createTestApp(database);
  });
  afterAll(() => database.dispose());

  it('creates the demo accounts with password Demo-Password-2026 and their roles', async () => {
    for (const [email, role] of [
      ['admin@demo.asso.fr', 'admin'],
      ['coach@demo.asso.fr', 'coach'],
      ['responsable@demo.asso.fr', 'section_manager'],
      ['membre@demo.asso.fr', 'member'],
      ['nouveau@demo.asso.fr', 'user'],
    ] as const) {
      expect((await status(email)).profile.role).toBe(role);
    }
  });

  it('leaves nouveau@ at the start of onboarding and gives membre@ a membership from an approved application', async () => {
    expect(await status('nouveau@demo.asso.fr')).toMatchObject({ step: 'profile', latestApplication: null });
    const member = await status('membre@demo.asso.fr');
    expect(member).toMatchObject({ step: 'complete', latestApplication: { status: 'approved', sectionName: 'Natation', reviewerName: 'Nathalie Lefèvre' } });
    const headers = await signIn(app, 'membre@demo.asso.fr', DEMO_PASSWORD);
    expect(await (await app.request('/api/me/memberships', { headers })).json()).toMatchObject({
      data: [{ sectionName: 'Natation', categoryName: 'Adultes' }],
    });
  });

  it('has sections with categories and 3 to 5 pending applications for the admin', async () => {
    const options = (await (await app.request('/api/onboarding/membership-options')).json()) as { data: { sections: { name: string }[] } };
    expect(options.data.sections.map((section) => section.name)).toEqual(
      expect.arrayContaining(['Football', 'Natation', 'Judo', 'Tennis de table', 'Basket-ball', 'Gymnastique', 'Athlétisme', 'Randonnée']),
    );
    const headers = await signIn(app, 'admin@demo.asso.fr', DEMO_PASSWORD);
    const pending = ApplicationPageSchema.parse(await (await app.request('/api/first-login/applications/pending', { headers })).json());
    expect(pending.total).toBeGreaterThanOrEqual(3);
    expect(pending.total).toBeLessThanOrEqual(5);
    expect(await status('lucas.bernard@demo.asso.fr')).toMatchObject({ step: 'pending_review' });
  });

  it('puts the sections in one club, with a section manager of Football and a coach of its U13 and U15', async () => {
    const headers = await signIn(app, 'responsable@demo.asso.fr', DEMO_PASSWORD);
    const mine = ResponsibilityListSchema.parse(await (await app.request('/api/me/responsibilities', { headers })).json());
    expect(mine.data.map((row) => [row.kind, row.sectionName])).toEqual([['section_manager', 'Football']]);
    const club = ClubPageSchema.parse(await (await app.request('/api/clubs', { headers })).json());
    expect(club.data.map((row) => [row.name, row.sectionCount])).toEqual([['Union Sportive des Coteaux', 8]]);
    const coach = await signIn(app, 'coach@demo.asso.fr', DEMO_PASSWORD);
    const coached = ResponsibilityListSchema.parse(await (await app.request('/api/me/responsibilities', { headers: coach })).json());
    const football = coached.data.filter((row) => row.sectionName === 'Football').map((row) => row.categoryName);
    expect(football).toEqual(['U13', 'U15']);
    expect(coached.data.every((row) => row.kind === 'coach')).toBe(true);
  });

  it('does not seed twice', async () => {
    expect(await seedIfEmpty({ db: database.db, production: false, logger: createLogger('silent') })).toBe('skipped-not-empty');
  });
});
