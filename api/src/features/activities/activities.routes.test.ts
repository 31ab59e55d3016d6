import { randomUUID } from 'node:crypto';
import { AttendanceHistorySchema, CalendarFeedStatusSchema, CreatedCalendarFeedSchema, MySessionsSchema, WallSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, type RoleActors } from '../../testing/facilities-fixtures';
import { writeArticle } from '../../testing/blog-fixtures';
import { createVerifiedUser, signedInAs, signIn } from '../../testing/auth-helpers';
import { addMember, planSession, sessionBody, sessionsTestbed } from '../../testing/training-session-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import type { TestSection } from '../../testing/identity-fixtures';

// The clock is Monday 23 March 2026, 10:00 Paris (09:00 UTC). Times without offset are Paris time.
describe.each(testDatabases())('member activities, calendar feed and wall on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let section: TestSection;
  let categoryId: string;
  let otherCategoryId: string;
  let mine: string;
  let full: string;
  let cancelled: string;
  let today: string;
  let coachedElsewhere: string;
  let otherCategory: string;

  const plan = async (category: string, patch: Record<string, unknown>) => {
    const res = await planSession(app, as.admin.headers, category, sessionBody({ place: 'Stade annexe', ...patch }));
    expect(res.status).toBe(201);
    return res.body.data[0]!.id;
  };
  const week = (headers: Record<string, string>) => call(app, 'GET', '/api/me/activities?startDate=2026-03-23&endDate=2026-03-29', headers);

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as, section, categoryId, otherCategoryId } = await sessionsTestbed(database));
    mine = await plan(categoryId, { title: 'Entraînement, tirs; lancers', startAt: '2026-03-24T18:00', endAt: '2026-03-24T19:30', maxParticipants: 2 });
    full = await plan(categoryId, { title: 'Séance complète', startAt: '2026-03-25T18:00', endAt: '2026-03-25T19:00', maxParticipants: 1 });
    cancelled = await plan(categoryId, { title: 'Séance annulée', startAt: '2026-03-26T18:00', endAt: '2026-03-26T19:00' });
    today = await plan(categoryId, { title: 'Séance du jour', startAt: '2026-03-23T18:00', endAt: '2026-03-23T19:00' });
    otherCategory = await plan(otherCategoryId, { title: 'Seniors', type: 'match', startAt: '2026-03-27T20:00', endAt: '2026-03-27T22:00' });
    coachedElsewhere = await plan(otherCategoryId, { title: 'Seniors encadrés', startAt: '2026-03-28T10:00', endAt: '2026-03-28T11:00' });
    // Named coach of a session outside their categories (a replacement): written straight, the planning API would ask for a responsibility.
    await database.db.insertInto('training_session_coaches').values({ session_id: coachedElsewhere, user_id: as.coach.user.id }).execute();
    expect((await call(app, 'PUT', `/api/training-sessions/${cancelled}`, as.admin.headers, { status: 'cancelled' })).status).toBe(200);
    // Someone else takes the only place of `full`.
    const other = await createVerifiedUser(database, { firstName: 'Inès' });
    await addMember(database, other.id, section, categoryId);
    await database.db.insertInto('training_session_registrations').values({ session_id: full, user_id: other.id, created_at: new Date().toISOString() }).execute();
  });
  afterAll(() => database.dispose());

  it("lists a member's sessions of their own categories only, with places left, full and cancelled ones", async () => {
    const res = await week(as.member.headers);
    expect(res.status).toBe(200);
    const { data } = MySessionsSchema.parse(res.body);
    expect(data.map((session) => session.id)).toEqual([today, mine, full, cancelled]);
    expect(data.find((session) => session.id === mine)).toMatchObject({ registered: false, placesLeft: 2, canRegister: true, coaching: false, attendance: null });
    expect(data.find((session) => session.id === full)).toMatchObject({ placesLeft: 0, canRegister: true });
    expect(data.find((session) => session.id === cancelled)).toMatchObject({ status: 'cancelled', canRegister: false });
    expect(data.some((session) => session.id === otherCategory)).toBe(false);
  });

  it('signs up (a place fewer), refuses a full session, withdraws (the place is back)', async () => {
    expect((await call(app, 'POST', `/api/training-sessions/${mine}/registration`, as.member.headers)).status).toBe(201);
    let data = MySessionsSchema.parse((await week(as.member.headers)).body).data;
    expect(data.find((session) => session.id === mine)).toMatchObject({ registered: true, placesLeft: 1 });
    expect(await call(app, 'POST', `/api/training-sessions/${full}/registration`, as.member.headers)).toMatchObject({
      status: 409,
      body: { message: 'Cette séance est complète.' },
    });
    expect((await call(app, 'DELETE', `/api/training-sessions/${mine}/registration`, as.member.headers)).status).toBe(204);
    data = MySessionsSchema.parse((await week(as.member.headers)).body).data;
    expect(data.find((session) => session.id === mine)).toMatchObject({ registered: false, placesLeft: 2 });
  });

  it('shows a coach the sessions of the category they coach and those naming them coach elsewhere; refuses a new user', async () => {
    const data = MySessionsSchema.parse((await week(as.coach.headers)).body).data;
    expect(data.map((session) => session.id)).toEqual([today, mine, full, cancelled, coachedElsewhere]);
    expect(data.every((session) => session.coaching)).toBe(true);
    expect(data.every((session) => !session.canRegister)).toBe(true);
    expect((await week(as.user.headers)).status).toBe(403);
    expect((await call(app, 'GET', '/api/me/activities')).status).toBe(401);
  });

  it('refuses a malformed or too long period in French', async () => {
    const res = await call(app, 'GET', '/api/me/activities?startDate=2026-03-23&endDate=2026-06-30', as.member.headers);
    expect(res).toMatchObject({ status: 400 });
    expect(JSON.stringify(res.body)).toContain('La période ne peut pas dépasser 62 jours');
    expect((await call(app, 'GET', '/api/me/activities?startDate=demain', as.member.headers)).status).toBe(400);
  });

  it('lists my attendance history, as the coach marked it', async () => {
    const marks = { entries: [{ userId: as.member.user.id, status: 'present' }] };
    expect((await call(app, 'PUT', `/api/training-sessions/${today}/attendance`, as.coach.headers, marks)).status).toBe(200);
    const history = AttendanceHistorySchema.parse((await call(app, 'GET', '/api/me/attendance', as.member.headers)).body).data;
    expect(history).toEqual([expect.objectContaining({ sessionId: today, title: 'Séance du jour', status: 'present', categoryName: 'U13' })]);
    expect(AttendanceHistorySchema.parse((await call(app, 'GET', '/api/me/attendance', as.coach.headers)).body).data).toEqual([]);
    const data = MySessionsSchema.parse((await week(as.member.headers)).body).data;
    expect(data.find((session) => session.id === today)?.attendance).toBe('present');
  });

  it('makes a personal iCal feed: valid iCalendar of my sessions only; regenerating kills the old URL; revoking kills it all', async () => {
    expect(CalendarFeedStatusSchema.parse((await call(app, 'GET', '/api/me/calendar-feed', as.member.headers)).body)).toEqual({ active: false, createdAt: null });
    const created = await call(app, 'POST', '/api/me/calendar-feed', as.member.headers);
    expect(created.status).toBe(201);
    const { path } = CreatedCalendarFeedSchema.parse(created.body);
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = path.slice('/api/calendar/'.length, -'.ics'.length);
    const stored = await database.db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', as.member.user.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const feed = await app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = text.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(4);
    const first = events.find((event) => event.includes(`UID:${mine}@`))!;
    expect(first).toMatch(/\r\nSUMMARY:Entraînement\\, tirs\\; lancers — Basket \w+ U13\r\n/);
    expect(first).toContain('\r\nDTSTART:20260324T170000Z\r\nDTEND:20260324T183000Z\r\n');
    expect(first).toContain('\r\nLOCATION:Stade annexe\r\n');
    expect(first).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(first).toContain('\r\nDTSTAMP:20260323T090000Z\r\n');
    expect(events.find((event) => event.includes(`UID:${cancelled}@`))).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(unfolded).not.toContain(otherCategory);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const again = CreatedCalendarFeedSchema.parse((await call(app, 'POST', '/api/me/calendar-feed', as.member.headers)).body);
    expect(again.path).not.toBe(path);
    const old = await call(app, 'GET', path);
    expect(old).toMatchObject({ status: 404, body: { message: "Ce lien d'agenda n'existe pas ou a été révoqué (404)." } });
    expect((await app.request(again.path)).status).toBe(200);
    expect(CalendarFeedStatusSchema.parse((await call(app, 'GET', '/api/me/calendar-feed', as.member.headers)).body).active).toBe(true);

    expect((await call(app, 'DELETE', '/api/me/calendar-feed', as.member.headers)).status).toBe(204);
    expect((await call(app, 'GET', again.path)).status).toBe(404);
    expect((await call(app, 'GET', '/api/calendar/pas-un-jeton.ics')).status).toBe(404);
    expect((await call(app, 'GET', `/api/calendar/${randomUUID()}`)).status).toBe(404);
  });

  it("answers 404 for a banned member's feed, the same as for a revoked one, and serves it again once unbanned", async () => {
    const banned = await createVerifiedUser(database, { role: 'member', firstName: 'Bastien' });
    await addMember(database, banned.id, section, categoryId);
    const { path } = CreatedCalendarFeedSchema.parse((await call(app, 'POST', '/api/me/calendar-feed', await signIn(app, banned.email, banned.password))).body);
    expect((await app.request(path)).status).toBe(200);
    expect((await call(app, 'POST', '/api/auth/admin/ban-user', as.admin.headers, { userId: banned.id })).status).toBe(200);
    expect(await call(app, 'GET', path)).toMatchObject({ status: 404, body: { message: "Ce lien d'agenda n'existe pas ou a été révoqué (404)." } });
    expect((await call(app, 'POST', '/api/auth/admin/unban-user', as.admin.headers, { userId: banned.id })).status).toBe(200);
    expect((await app.request(path)).status).toBe(200);
  });

  it('answers my upcoming bookings, soonest first', async () => {
    const { roomId } = await database.db.selectFrom('rooms').select('id as roomId').executeTakeFirstOrThrow();
    const booking = { title: 'Réunion des entraîneurs', roomId, startAt: '2026-03-30T12:00', endAt: '2026-03-30T13:00' };
    expect((await call(app, 'POST', '/api/roomReservations', as.coach.headers, booking)).status).toBe(201);
    const res = await call<{ data: { title: string; kind: string; resourceName: string }[] }>(app, 'GET', '/api/me/bookings', as.coach.headers);
    expect(res.body.data).toEqual([expect.objectContaining({ title: 'Réunion des entraîneurs', kind: 'room' })]);
    expect((await call<{ data: unknown[] }>(app, 'GET', '/api/me/bookings', as.member.headers)).body.data).toEqual([]);
  });

  it('builds the wall: articles with reaction and comment counts, new members who agreed to be shown, matches and stages of my sections', async () => {
    const members = await writeArticle(app, as.admin, { title: 'Réservé aux membres', status: 'published', visibility: 'members' });
    await writeArticle(app, as.coach, { title: 'Brouillon caché', status: 'draft' });
    expect((await call(app, 'POST', '/api/reactions/articles', as.member.headers, { articleId: members.id, type: 'like' })).status).toBeLessThan(300);
    expect((await call(app, 'POST', '/api/comments', as.coach.headers, { articleId: members.id, content: 'Bravo !' })).status).toBe(201);

    const shown = await createVerifiedUser(database, { firstName: 'Zoé', lastName: 'Nouvelle' });
    const hidden = await createVerifiedUser(database, { firstName: 'Discret' });
    // A minor is never on the wall, even if they agreed to be shown (ADR 210).
    const minor = await createVerifiedUser(database, { firstName: 'Jeune', lastName: 'Ado' });
    await database.db.updateTable('users').set({ date_of_birth: '2012-01-01' }).where('id', '=', minor.id).execute();
    for (const [person, show] of [
      [shown, 1],
      [hidden, 0],
      [minor, 1],
    ] as const) {
      await addMember(database, person.id, section, otherCategoryId);
      await database.db
        .insertInto('member_profiles')
        .values({ user_id: person.id, share_email: 0, share_phone: 0, show_in_new_members: show, updated_at: new Date().toISOString() })
        .execute();
    }

    const wall = WallSchema.parse((await call(app, 'GET', '/api/me/wall', as.member.headers)).body);
    expect(wall.articles.map((article) => article.title)).toContain('Réservé aux membres');
    expect(wall.articles.map((article) => article.title)).not.toContain('Brouillon caché');
    expect(wall.articles.find((article) => article.id === members.id)).toMatchObject({ myReaction: 'like', commentCount: 1, reactions: { total: 1 } });
    expect(wall.newMembers.map((member) => member.name)).toEqual(['Zoé Nouvelle']);
    expect(wall.events.map((event) => event.id)).toEqual([otherCategory]);

    // A member with no section sees nobody's arrival and no event; someone still onboarding is refused (ADR 161).
    const outsider = WallSchema.parse((await call(app, 'GET', '/api/me/wall', (await signedInAs(app, database, 'member')).headers)).body);
    expect(outsider.newMembers).toEqual([]);
    expect(outsider.events).toEqual([]);
    expect((await call(app, 'GET', '/api/me/wall', as.user.headers)).status).toBe(403);
  });

  it("without dates, lists my sessions from the start of today (Paris) for four weeks: the dashboard's next sessions", async () => {
    const inThreeWeeks = await plan(categoryId, { title: 'Dans trois semaines', startAt: '2026-04-11T10:00', endAt: '2026-04-11T11:00' });
    const afterFourWeeks = await plan(categoryId, { title: 'Après quatre semaines', startAt: '2026-04-20T10:00', endAt: '2026-04-20T11:00' });
    const res = await call(app, 'GET', '/api/me/activities', as.member.headers);
    expect(res.status).toBe(200);
    const { period, data } = MySessionsSchema.parse(res.body);
    // 23 March 00:00 Paris (UTC+1) up to 20 April 00:00 Paris (UTC+2 since 29 March).
    expect(period).toEqual({ start: '2026-03-22T23:00:00.000Z', end: '2026-04-19T22:00:00.000Z' });
    const ids = data.map((session) => session.id);
    expect(ids).toEqual(expect.arrayContaining([today, mine, inThreeWeeks]));
    expect(ids).not.toContain(afterFourWeeks);
  });
});
