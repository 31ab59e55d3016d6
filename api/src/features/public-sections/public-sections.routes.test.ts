import { PublicSectionSchema, PublicSectionSummarySchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, type RoleActors } from '../../testing/facilities-fixtures';
import type { TestSection } from '../../testing/identity-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { planSession, sessionBody, sessionsTestbed } from '../../testing/training-session-fixtures';
import { slugify } from './section-slugs';

describe.each(testDatabases())('public sections on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let section: TestSection;
  let categoryId: string;
  let sessionIds: string[];

  beforeAll(async () => {
    database = await testDatabase.open();
    const bed = await sessionsTestbed(database);
    ({ app, as, section, categoryId } = bed);
    await database.db
      .updateTable('sections')
      .set({ contact_name: 'Secrétariat du basket', contact_email: 'basket@club.fr', contact_phone: '01 23 45 67 89', season_fee_cents: 18000 })
      .where('id', '=', section.id)
      .execute();
    await database.db.updateTable('categories').set({ min_age: 11, max_age: 12 }).where('id', '=', categoryId).execute();
    // Tuesdays 18:00–19:30 in the room for four weeks, and a match (not a training) on the Saturday.
    const weekly = await planSession(
      app,
      as.coach.headers,
      categoryId,
      sessionBody({ roomId: bed.roomId, coachIds: [as.coach.user.id], recurrence: { until: '2026-04-14' } }),
    );
    expect(weekly.status).toBe(201);
    sessionIds = weekly.body.data.map((session) => session.id);
    const match = await planSession(
      app,
      as.coach.headers,
      categoryId,
      sessionBody({ type: 'match', place: 'Stade', startAt: '2026-03-28T15:00', endAt: '2026-03-28T17:00' }),
    );
    expect(match.status).toBe(201);
  });
  afterAll(() => database.dispose());

  const slug = () => slugify(section.name);

  it('lists the sections with a readable slug, their youngest age and number of categories, to anyone', async () => {
    const res = await app.request('/api/public/sections');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const list = PublicSectionSummarySchema.strict()
      .array()
      .parse(await res.json());
    expect(list.find((entry) => entry.name === section.name)).toMatchObject({ slug: slug(), minAge: 11, categoryCount: 2 });
  });

  it('reads a section with its categories, the weekly training slots in Paris time and its contact', async () => {
    const res = await app.request(`/api/public/sections/${slug()}`);
    expect(res.status).toBe(200);
    const body = PublicSectionSchema.strict().parse(await res.json());
    expect(body.contact).toEqual({ name: 'Secrétariat du basket', email: 'basket@club.fr', phone: '01 23 45 67 89' });
    expect(body.seasonFeeCents).toBe(18000);
    const [u13, seniors] = body.categories;
    expect(u13).toMatchObject({
      name: 'U13',
      minAge: 11,
      maxAge: 12,
      slots: [{ weekday: 2, start: '18:00', end: '19:30', place: 'Gymnase A, Complexe sportif Jean-Bouin' }],
    });
    expect(seniors).toMatchObject({ name: 'Seniors', slots: [] });
    expect(JSON.stringify(body)).not.toContain(as.coach.user.email);
  });

  it('shows an edit at once: a moved occurrence adds its slot, a cancelled one leaves the pattern', async () => {
    const [first, second] = sessionIds;
    const moved = await call(app, 'PUT', `/api/training-sessions/${first}`, as.coach.headers, { startAt: '2026-03-26T17:00', endAt: '2026-03-26T18:00' });
    expect(moved.status).toBe(200);
    const body = PublicSectionSchema.parse(await (await app.request(`/api/public/sections/${slug()}`)).json());
    expect(body.categories[0]?.slots.map((slot) => `${slot.weekday} ${slot.start}-${slot.end}`)).toEqual(['2 18:00-19:30', '4 17:00-18:00']);
    const cancelled = await call(app, 'PUT', `/api/training-sessions/${first}`, as.coach.headers, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const after = PublicSectionSchema.parse(await (await app.request(`/api/public/sections/${slug()}`)).json());
    expect(after.categories[0]?.slots).toHaveLength(1);
    expect(second).toBeDefined();
  });

  it("serves the same data as the site's HTML, escaped, and 404 in French for an unknown section", async () => {
    const cards = await app.request('/api/public/site/sections?heading=2');
    expect(cards.headers.get('content-type')).toContain('text/html');
    expect(await cards.text()).toContain(`<h2><a href="/sections/${slug()}">${section.name}</a></h2>`);
    const page = await (await app.request(`/api/public/site/sections/${slug()}`)).text();
    expect(page).toContain('Mardi, de 18\u00a0h à 19\u00a0h\u00a030');
    expect(page).toContain('href="tel:+33123456789"');
    const missing = await app.request('/api/public/site/sections/inconnue');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND', message: "Cette section n'existe pas ou n'est plus présentée." });
    expect((await app.request('/api/public/sections/inconnue')).status).toBe(404);
    expect((await app.request('/api/public/site/sections?heading=9')).status).toBe(400);
  });

  it('answers 304 to a browser whose copy is current, and the new data once an admin edits', async () => {
    const first = await app.request(`/api/public/sections/${slug()}`);
    const etag = first.headers.get('etag') ?? '';
    expect((await app.request(`/api/public/sections/${slug()}`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    await database.db.updateTable('categories').set({ min_age: 10 }).where('id', '=', categoryId).execute();
    expect((await app.request(`/api/public/sections/${slug()}`, { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });
});
