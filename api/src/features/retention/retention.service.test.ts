import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { insertDatedRows, remainingDates } from '../../testing/retention-fixtures';
import { purgeExpiredData, retentionCutoff } from './retention.service';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const CUTOFF = '2025-11-25T12:00:00.000Z';
const JUST_BEFORE_CUTOFF = '2025-11-25T11:59:59.999Z';
const EXPIRED = '2026-11-25T11:59:59.999Z';
const LIVE = '2026-11-26T12:00:00.000Z';

describe('retentionCutoff', () => {
  it("goes back calendar months in UTC, the 31st falling on the month's last day", () => {
    expect(retentionCutoff(NOW, 12).toISOString()).toBe(CUTOFF);
    expect(retentionCutoff(new Date('2026-03-31T08:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(retentionCutoff(new Date('2024-02-29T00:00:00.000Z'), 12).toISOString()).toBe('2023-02-28T00:00:00.000Z');
    expect(retentionCutoff(new Date('2026-01-15T00:00:00.000Z'), 25).toISOString()).toBe('2023-12-15T00:00:00.000Z');
  });
});

describe.each(testDatabases())('purgeExpiredData on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  const ctx = () => ({ db: database.db, dialect: database.dialect, now: () => NOW });

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    for (const table of ['sessions', 'verifications', 'contact_messages', 'outbox', 'session_notices', 'remote_failures', 'remote_load_counts', 'users'] as const)
      await database.db.deleteFrom(table).execute();
  });

  it('removes rows older than the retention and expired sessions and verifications; keeps the rest; counts what it removed', async () => {
    for (const at of [JUST_BEFORE_CUTOFF, CUTOFF, EXPIRED, LIVE]) await insertDatedRows(database, at);

    const counts = await purgeExpiredData({ ctx: ctx(), input: { retentionMonths: 12 } });

    // Sessions and verifications: every one expired before now (three of four); the others: one before the cutoff.
    expect(counts).toEqual({
      cutoff: CUTOFF,
      sessions: 3,
      verifications: 3,
      contactMessages: 1,
      outbox: 1,
      sessionNotices: 0,
      remoteFailures: 1,
      remoteLoadCounts: 0,
      medicalCertificates: 0,
      familyMembersAlone: 0,
    });
    expect(await remainingDates(database)).toEqual({
      sessions: [LIVE],
      verifications: [LIVE],
      contactMessages: [CUTOFF, EXPIRED, LIVE],
      outbox: [CUTOFF, EXPIRED, LIVE],
      remoteFailures: [CUTOFF, EXPIRED, LIVE],
    });
  });

  it('removes a contact message and its replies once its last exchange is older than the retention; keeps one answered since (ADR 169)', async () => {
    const message = (id: string, at: string) => ({
      id,
      name: 'Camille',
      email: 'camille@example.fr',
      subject: 'Inscription',
      message: 'Bonjour, une question.',
      created_at: at,
    });
    const reply = (id: string, messageId: string, at: string) => ({
      id,
      message_id: messageId,
      author_id: null,
      author_name: 'Alice Admin',
      text: 'Bonjour.',
      created_at: at,
    });
    await database.db
      .insertInto('contact_messages')
      .values([message('ancien', JUST_BEFORE_CUTOFF), message('ancien-repondu', JUST_BEFORE_CUTOFF), message('recent', CUTOFF)])
      .execute();
    await database.db
      .insertInto('contact_replies')
      .values([reply('r-ancien', 'ancien', JUST_BEFORE_CUTOFF), reply('r-ancien-repondu', 'ancien-repondu', CUTOFF), reply('r-recent', 'recent', LIVE)])
      .execute();

    expect((await purgeExpiredData({ ctx: ctx(), input: { retentionMonths: 12 } })).contactMessages).toBe(1);
    expect(await database.db.selectFrom('contact_messages').select('id').orderBy('id').execute()).toEqual([{ id: 'ancien-repondu' }, { id: 'recent' }]);
    expect(await database.db.selectFrom('contact_replies').select('message_id').orderBy('message_id').execute()).toEqual([
      { message_id: 'ancien-repondu' },
      { message_id: 'recent' },
    ]);
  });

  it('removes the session-change notices e-mailed before the retention; keeps one still waiting for its e-mail (ADR 171)', async () => {
    await insertDatedRows(database, LIVE);
    const { id: userId } = await database.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const notice = (id: string, createdAt: string, flushedAt: string | null) => ({
      id,
      user_id: userId,
      session_id: 'seance',
      kind: 'room',
      title: 'Entraînement',
      start_at: LIVE,
      before: 'Dojo',
      after: 'Gymnase',
      created_at: createdAt,
      flushed_at: flushedAt,
    });
    await database.db
      .insertInto('session_notices')
      .values([notice('ancien', JUST_BEFORE_CUTOFF, JUST_BEFORE_CUTOFF), notice('en-attente', JUST_BEFORE_CUTOFF, null), notice('recent', CUTOFF, CUTOFF)])
      .execute();

    expect((await purgeExpiredData({ ctx: ctx(), input: { retentionMonths: 12 } })).sessionNotices).toBe(1);
    expect(await database.db.selectFrom('session_notices').select('id').orderBy('id').execute()).toEqual([{ id: 'en-attente' }, { id: 'recent' }]);
  });

  it("keeps the deployments' load counts 8 days: the screen shows 7", async () => {
    const row = (minute: string) => ({ remote: 'mf-public', version: 1, minute, loads: 1, failures: 0 });
    await database.db
      .insertInto('remote_load_counts')
      .values([row('2026-11-17T11:59'), row('2026-11-17T12:00'), row('2026-11-25T11:00')])
      .execute();
    const counts = await purgeExpiredData({ ctx: ctx(), input: { retentionMonths: 12 } });
    expect(counts.remoteLoadCounts).toBe(1);
    const left = await database.db.selectFrom('remote_load_counts').select('minute').orderBy('minute').execute();
    expect(left.map((item) => item.minute)).toEqual(['2026-11-17T12:00', '2026-11-25T11:00']);
  });

  it('follows the configured retention', async () => {
    await insertDatedRows(database, '2026-08-24T00:00:00.000Z');
    await insertDatedRows(database, '2026-08-26T00:00:00.000Z');
    const counts = await purgeExpiredData({ ctx: ctx(), input: { retentionMonths: 3 } });
    expect(counts).toMatchObject({ cutoff: '2026-08-25T12:00:00.000Z', contactMessages: 1, outbox: 1, remoteFailures: 1 });
    expect((await remainingDates(database)).contactMessages).toEqual(['2026-08-26T00:00:00.000Z']);
  });

  it('runs safely twice at once (several instances on one database): everything old goes, once', async () => {
    for (let index = 0; index < 5; index += 1) await insertDatedRows(database, JUST_BEFORE_CUTOFF);
    await insertDatedRows(database, LIVE);
    const [first, second] = await Promise.all([0, 1].map(() => purgeExpiredData({ ctx: ctx(), input: { retentionMonths: 12 } })));
    expect(first!.contactMessages + second!.contactMessages).toBe(5);
    expect(first!.sessions + second!.sessions).toBe(5);
    expect(await remainingDates(database)).toMatchObject({ sessions: [LIVE], contactMessages: [LIVE], outbox: [LIVE] });
  });
});
