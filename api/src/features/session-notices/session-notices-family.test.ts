import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createMailOutbox } from '../../shared/mail/outbox';
import { signedInAs } from '../../testing/auth-helpers';
import { call, createRoom, FACILITIES_NOW, type RoleActors, type Signed } from '../../testing/facilities-fixtures';
import { addFamilyMember } from '../../testing/family-fixtures';
import type { TestSection } from '../../testing/identity-fixtures';
import { outboxFor } from '../../testing/outbox-helpers';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { addMember, planSession, sessionBody, sessionsTestbed } from '../../testing/training-session-fixtures';
import { flushSettledNotices } from './notice-flush';

const QUIET_MS = 5 * 60_000;

/** A family member's session notices reach their adult, naming them (ADR 210); nothing is written to the family address. */
describe.each(testDatabases())('session notices of a family member on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let section: TestSection;
  let categoryId: string;
  let roomId: string;
  let otherRoomId: string;
  let parent: Signed;
  let childId: string;
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
  const parentMails = async () => (await outboxFor(app, parent.user.email)).filter((mail) => mail.subject.includes('séance'));
  const familyAddressMails = async () => database.db.selectFrom('outbox').select('id').where('to_address', 'like', '%@famille.invalid').execute();

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as, section, categoryId, roomId } = await sessionsTestbed(database, now));
    ({ roomId: otherRoomId } = await createRoom(app, as.admin, { name: 'Dojo du haut' }));
    parent = await signedInAs(app, database, 'member', { firstName: 'Anne', lastName: 'Durand' });
    childId = await addFamilyMember(app, database, parent, { firstName: 'Léa', lastName: 'Durand', dateOfBirth: '2016-05-10' });
    await addMember(database, childId, section, categoryId);
    await database.db.updateTable('users').set({ role: 'member' }).where('id', '=', childId).execute();
  });
  afterAll(() => database.dispose());

  it("tells the child's adult of a change of the child's session, naming the child", async () => {
    const planned = await planSession(app, as.admin.headers, categoryId, sessionBody({ roomId, startAt: '2026-03-25T18:00', endAt: '2026-03-25T19:30' }));
    const id = planned.body.data[0]!.id;
    expect((await call(app, 'POST', `/api/training-sessions/${id}/registration?personId=${childId}`, parent.headers)).status).toBe(201);
    expect((await call(app, 'PUT', `/api/training-sessions/${id}`, as.coach.headers, { roomId: otherRoomId })).status).toBe(200);
    clock += QUIET_MS + 1;
    await flush();
    const mails = await parentMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Changement d'une séance de Léa – Union Sportive des Coteaux");
    expect(mails[0]!.text).toContain('Bonjour Anne');
    expect(mails[0]!.text).toContain('Une des séances de Léa change :');
    expect(await familyAddressMails()).toEqual([]);
  });

  it('tells the adult that the child got a place from the waiting list', async () => {
    const planned = await planSession(
      app,
      as.admin.headers,
      categoryId,
      sessionBody({ place: 'Gymnase', maxParticipants: 1, startAt: '2026-03-26T11:00', endAt: '2026-03-26T11:45' }),
    );
    const id = planned.body.data[0]!.id;
    expect((await call(app, 'POST', `/api/training-sessions/${id}/registration`, as.member.headers)).status).toBe(201);
    expect((await call(app, 'POST', `/api/training-sessions/${id}/waiting-list?personId=${childId}`, parent.headers)).status).toBe(201);
    expect((await call(app, 'DELETE', `/api/training-sessions/${id}/registration`, as.member.headers)).status).toBe(204);
    const before = (await parentMails()).length;
    clock += QUIET_MS + 1;
    await flush();
    const mails = await parentMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.text).toContain('elle revient à Léa, son inscription est confirmée');
    expect(await familyAddressMails()).toEqual([]);
  });
});
