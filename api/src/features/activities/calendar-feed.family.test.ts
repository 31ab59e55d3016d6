import { CalendarFeedStatusSchema, CreatedCalendarFeedSchema, FamilyMemberSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, FACILITIES_NOW, type RoleActors } from '../../testing/facilities-fixtures';
import { signedInAs } from '../../testing/auth-helpers';
import type { TestSection } from '../../testing/identity-fixtures';
import { addMember, planSession, sessionBody, sessionsTestbed } from '../../testing/training-session-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

type Headers = Record<string, string>;

// The clock starts on Monday 23 March 2026, 10:00 Paris; Tom turns 18 on Wednesday 25 March.
describe.each(testDatabases())('the family calendar feed on $dialect (ADR 208)', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let section: TestSection;
  let clock = FACILITIES_NOW;
  let parent: Headers;
  let otherParent: Headers;
  let u13: string;
  let seniors: string;

  const addChild = async (headers: Headers, firstName: string, dateOfBirth: string, categoryId: string) => {
    const res = await call(app, 'POST', '/api/me/family', headers, { firstName, lastName: 'Durand', dateOfBirth, relationship: 'child' });
    expect(res.status).toBe(201);
    const child = FamilyMemberSchema.parse((res.body as { data: unknown }).data);
    await database.db.updateTable('users').set({ role: 'member' }).where('id', '=', child.id).execute();
    await addMember(database, child.id, section, categoryId);
    return child.id;
  };
  const plan = async (categoryId: string, title: string, startAt: string) => {
    const res = await planSession(
      app,
      as.admin.headers,
      categoryId,
      sessionBody({ title, place: 'Stade annexe', startAt, endAt: startAt.replace('T18:00', 'T19:00') }),
    );
    expect(res.status).toBe(201);
    return res.body.data[0]!.id;
  };
  const feedOf = async (headers: Headers) => {
    const created = await call(app, 'POST', '/api/me/calendar-feed', headers);
    expect(created.status).toBe(201);
    return CreatedCalendarFeedSchema.parse(created.body).path;
  };
  const summaries = async (path: string) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    return [...(await res.text()).replace(/\r\n /g, '').matchAll(/\r\nSUMMARY:([^\r]*)\r\n/g)].map((match) => match[1]);
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as, section, categoryId: u13, otherCategoryId: seniors } = await sessionsTestbed(database, () => clock));
    await plan(u13, 'Entraînement', '2026-03-24T18:00');
    await plan(seniors, 'Match amical', '2026-03-27T18:00');
    // Parents who are no members of the club: their role stays `user`.
    parent = (await signedInAs(app, database, 'user', { firstName: 'Claire' })).headers;
    otherParent = (await signedInAs(app, database, 'user', { firstName: 'Marc' })).headers;
  });
  afterAll(() => database.dispose());

  it("gives a parent who is no member a feed only once they have a family member, and carries each child's sessions with their first name", async () => {
    expect((await call(app, 'GET', '/api/me/calendar-feed', parent)).status).toBe(403);
    expect((await call(app, 'POST', '/api/me/calendar-feed', parent)).status).toBe(403);

    await addChild(parent, 'Léa', '2016-05-02', u13);
    await addChild(parent, 'Tom', '2008-03-25', seniors);
    await addChild(otherParent, 'Hugo', '2015-09-10', u13);
    expect(CalendarFeedStatusSchema.parse((await call(app, 'GET', '/api/me/calendar-feed', parent)).body)).toEqual({ active: false, createdAt: null });

    const path = await feedOf(parent);
    const events = await summaries(path);
    expect(events).toEqual([expect.stringMatching(/^Léa — Entraînement — Basket \w+ U13$/), expect.stringMatching(/^Tom — Match amical — Basket \w+ Seniors$/)]);
    // Hugo, of another family, shares Léa's category: his parent's feed has him, this one never does.
    expect(events.join('\n')).not.toContain('Hugo');
    expect(await summaries(await feedOf(otherParent))).toEqual([expect.stringMatching(/^Hugo — Entraînement — /)]);

    const exported = await call<{ data: { calendarFeed: unknown } }>(app, 'GET', '/api/me/data', parent);
    expect(exported.body.data.calendarFeed).toMatchObject({ active: true, familyMembers: ['Léa', 'Tom'] });
  });

  it("keeps the member's own sessions without a prefix, beside their child's", async () => {
    const member = await signedInAs(app, database, 'member', { firstName: 'Paul' });
    await addMember(database, member.user.id, section, seniors);
    await addChild(member.headers, 'Zoé', '2014-01-15', u13);
    expect(await summaries(await feedOf(member.headers))).toEqual([
      expect.stringMatching(/^Zoé — Entraînement — /),
      expect.stringMatching(/^Match amical — Basket \w+ Seniors$/),
    ]);
  });

  it('drops a family member who turned 18, and the feed of a parent left without a family member under 18', async () => {
    clock = new Date('2026-03-25T09:00:00.000Z');
    const parentOfTom = (await signedInAs(app, database, 'user', { firstName: 'Nora' })).headers;
    await addChild(parentOfTom, 'Tom', '2008-03-26', seniors);
    const path = await feedOf(parentOfTom);
    expect(await summaries(path)).toEqual([expect.stringMatching(/^Tom — Match amical/)]);

    clock = new Date('2026-03-26T09:00:00.000Z');
    const events = await summaries(await feedOf(parent));
    expect(events).toEqual([expect.stringMatching(/^Léa — Entraînement/)]);
    expect(events.join('\n')).not.toContain('Tom');
    expect((await call(app, 'GET', path)).status).toBe(404);
    expect((await call(app, 'POST', '/api/me/calendar-feed', parentOfTom)).status).toBe(403);
  });
});
