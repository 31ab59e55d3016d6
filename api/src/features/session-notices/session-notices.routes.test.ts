import { SessionNoticePreferencesSchema, SessionNoticesSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createMailOutbox } from '../../shared/mail/outbox';
import { signedInAs } from '../../testing/auth-helpers';
import { call, createRoom, FACILITIES_NOW, type RoleActors, type Signed } from '../../testing/facilities-fixtures';
import { outboxFor } from '../../testing/outbox-helpers';
import { addMember, planSession, sessionBody, sessionsTestbed } from '../../testing/training-session-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import type { TestSection } from '../../testing/identity-fixtures';
import { flushSettledNotices } from './notice-flush';

const QUIET_MS = 5 * 60_000;
const minutes = (n: number) => n * 60_000;

// The clock starts on Monday 23 March 2026, 10:00 Paris and moves forward inside each test.
describe.each(testDatabases())('session notices on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let section: TestSection;
  let categoryId: string;
  let roomId: string;
  let otherRoomId: string;
  let clock = FACILITIES_NOW.getTime();
  const now = () => new Date(clock);
  const flush = () =>
    flushSettledNotices({
      db: database.db,
      dialect: database.dialect,
      now,
      outbox: createMailOutbox({ now }),
      site: { name: 'Union Sportive des Coteaux', url: 'https://club.example.fr' },
      quietMs: QUIET_MS,
    });
  const noticeMails = async (person: Signed) => (await outboxFor(app, person.user.email)).filter((mail) => mail.subject.includes('séance'));

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as, section, categoryId, roomId } = await sessionsTestbed(database, now));
    ({ roomId: otherRoomId } = await createRoom(app, as.admin, { name: 'Dojo du haut' }));
  });
  afterAll(() => database.dispose());

  const newMember = async () => {
    const person = await signedInAs(app, database, 'member');
    await addMember(database, person.user.id, section, categoryId);
    return person;
  };
  const plan = async (day: string) => {
    const res = await planSession(app, as.admin.headers, categoryId, sessionBody({ roomId, startAt: `${day}T18:00`, endAt: `${day}T19:30` }));
    expect(res, JSON.stringify(res.body)).toMatchObject({ status: 201 });
    return res.body.data[0]!.id;
  };
  const edit = (id: string, changes: Record<string, unknown>, by: Signed = as.coach) => call(app, 'PUT', `/api/training-sessions/${id}`, by.headers, changes);

  it('tells each concerned person once, after the quiet period, and never the coach who moved the session', async () => {
    const member = await newMember();
    const id = await plan('2026-03-25');
    expect(await call(app, 'POST', `/api/training-sessions/${id}/registration`, member.headers)).toMatchObject({ status: 201 });

    expect((await edit(id, { roomId: otherRoomId })).status).toBe(200);
    clock += minutes(1);
    expect(await flush()).toBe(0);
    expect(await noticeMails(member)).toHaveLength(0);

    clock += QUIET_MS;
    expect(await flush()).toBeGreaterThanOrEqual(2);
    const mails = await noticeMails(member);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Changement de séance – Union Sportive des Coteaux');
    expect(mails[0]!.text).toContain('change de lieu');
    expect(mails[0]!.text).toContain('→ Dojo du haut');
    expect(await noticeMails(as.coach)).toHaveLength(0);
    // The category's other members are told too.
    expect(await noticeMails(as.member)).toHaveLength(1);

    const notices = SessionNoticesSchema.parse((await call(app, 'GET', '/api/me/session-notices', member.headers)).body).data;
    expect(notices[0]).toMatchObject({ sessionId: id, kind: 'room', after: 'Dojo du haut' });
    // Nothing left to send.
    clock += QUIET_MS;
    expect(await flush()).toBe(0);
  });

  it('groups the changes of a few minutes into one e-mail: a room changed twice is told once, from first to last', async () => {
    const member = await newMember();
    const id = await plan('2026-03-26');
    await edit(id, { roomId: otherRoomId });
    clock += minutes(2);
    await edit(id, { place: 'Stade annexe' });
    clock += minutes(2);
    await edit(id, { startAt: '2026-03-26T19:00', endAt: '2026-03-26T20:30' });
    clock += QUIET_MS - minutes(1);
    await flush();
    expect(await noticeMails(member)).toHaveLength(0);

    clock += minutes(2);
    await flush();
    const mails = await noticeMails(member);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Changements de vos séances – Union Sportive des Coteaux');
    expect(mails[0]!.text.match(/change de lieu/g)).toHaveLength(1);
    expect(mails[0]!.text).toContain('change de lieu : ');
    expect(mails[0]!.text).toContain('→ Stade annexe');
    expect(mails[0]!.text).toContain("change d'horaire : jeudi 26 mars 2026, 18\u00a0h – 19\u00a0h\u00a030 → jeudi 26 mars 2026, 19\u00a0h – 20\u00a0h\u00a030");
  });

  it('sends nothing of a kind turned off, while the dashboard still shows it; a cancellation is told as such', async () => {
    const member = await newMember();
    const refused = await call(app, 'PUT', '/api/me/session-notice-preferences', member.headers, { cancelled: true, room: 'non' });
    expect(refused.status).toBe(400);
    expect((refused.body as { issues: { path: string; message: string }[] }).issues).toContainEqual({
      path: 'room',
      message: "Indiquez pour chaque type d'avis s'il est envoyé par e-mail (oui ou non)",
    });
    const defaults = await call(app, 'GET', '/api/me/session-notice-preferences', member.headers);
    expect(defaults.body).toEqual({ cancelled: true, time: true, room: true, waiting_list: true });

    const saved = await call(app, 'PUT', '/api/me/session-notice-preferences', member.headers, { cancelled: true, time: true, room: false, waiting_list: true });
    expect(SessionNoticePreferencesSchema.parse(saved.body)).toEqual({ cancelled: true, time: true, room: false, waiting_list: true });

    const moved = await plan('2026-03-31');
    await edit(moved, { roomId: otherRoomId });
    clock += QUIET_MS + 1;
    await flush();
    expect(await noticeMails(member)).toHaveLength(0);
    const shown = SessionNoticesSchema.parse((await call(app, 'GET', '/api/me/session-notices', member.headers)).body).data;
    expect(shown[0]).toMatchObject({ sessionId: moved, kind: 'room' });

    const cancelled = await plan('2026-04-01');
    await edit(cancelled, { roomId: otherRoomId });
    await edit(cancelled, { status: 'cancelled' });
    const deleted = await plan('2026-04-02');
    expect((await call(app, 'DELETE', `/api/training-sessions/${deleted}`, as.coach.headers)).status).toBe(204);
    clock += QUIET_MS + 1;
    await flush();
    const mails = await noticeMails(member);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text.match(/est annulée/g)).toHaveLength(2);
    expect(mails[0]!.text).not.toContain('change de lieu');
  });

  it('writes one e-mail when two instances flush at the same time', async () => {
    const member = await newMember();
    const id = await plan('2026-04-07');
    await edit(id, { roomId: otherRoomId });
    clock += QUIET_MS + 1;
    await Promise.all([flush(), flush(), flush()]);
    expect(await noticeMails(member)).toHaveLength(1);
  });

  it('answers the notices to members only and the preferences to anyone signed in', async () => {
    expect((await call(app, 'GET', '/api/me/session-notices')).status).toBe(401);
    expect((await call(app, 'GET', '/api/me/session-notices', as.user.headers)).status).toBe(403);
    expect((await call(app, 'GET', '/api/me/session-notice-preferences', as.user.headers)).status).toBe(200);
  });
});
