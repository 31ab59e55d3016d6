import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../shared/logger';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { scheduleDailyPurge } from './daily-purge';
import { insertDatedRows } from '../../testing/retention-fixtures';

const [sqlite] = testDatabases() as [TestDatabase];
const OLD = '2020-01-01T00:00:00.000Z';

describe('scheduleDailyPurge', () => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  const ctx = () => ({ db: database.db, dialect: database.dialect, now: () => new Date() });

  beforeAll(async () => {
    database = await sqlite.open();
  });
  afterAll(() => database.dispose());
  afterEach(() => {
    lines = [];
    vi.restoreAllMocks();
  });

  it('purges shortly after start then at every interval, logging the counts, until stopped', async () => {
    await insertDatedRows(database, OLD);
    const stop = scheduleDailyPurge({ ctx: ctx(), retentionMonths: 12, logger, firstDelayMs: 20, intervalMs: 100 });
    expect(lines).toEqual([]);
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({
      level: 'info',
      message: 'retention purge done',
      retentionMonths: 12,
      sessions: 1,
      verifications: 1,
      contactMessages: 1,
      outbox: 1,
      remoteFailures: 1,
    });

    await insertDatedRows(database, OLD);
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(lines[1]).toMatchObject({ message: 'retention purge done', contactMessages: 1 });
    stop();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(lines).toHaveLength(2);
  });

  it("never keeps the process alive: its timers are unref'd", () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const stop = scheduleDailyPurge({ ctx: ctx(), retentionMonths: 12, logger });
    const timer = setTimeoutSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(setTimeoutSpy.mock.calls[0]?.[1]).toBe(60_000);
    expect(timer.hasRef()).toBe(false);
    stop();
  });

  it('logs a failed purge and goes on (never fatal)', async () => {
    const broken = await sqlite.open();
    await broken.destroy();
    const stop = scheduleDailyPurge({
      ctx: { db: broken.db, dialect: broken.dialect, now: () => new Date() },
      retentionMonths: 12,
      logger,
      firstDelayMs: 10,
      intervalMs: 50,
    });
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2));
    stop();
    expect(lines[0]).toMatchObject({ level: 'error', message: 'retention purge failed', errorMessage: expect.any(String) });
    expect(lines[1]).toMatchObject({ level: 'error', message: 'retention purge failed' });
    await broken.dispose();
  });
});
