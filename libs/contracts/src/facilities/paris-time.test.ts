import { afterEach, describe, expect, it, vi } from 'vitest';
import { addParisDays, formatParisDate, formatParisTime, fromParis, parseParisLocal, startOfParisDay, startOfParisWeek, toParis } from './paris-time';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Paris time', () => {
  it('reads winter (+1 h) and summer (+2 h) wall-clock time', () => {
    expect(toParis(new Date('2026-01-15T11:00:00Z'))).toMatchObject({ hour: 12, minute: 0, weekday: 'thursday' });
    expect(toParis(new Date('2026-07-15T11:00:00Z'))).toMatchObject({ hour: 13, minute: 0, weekday: 'wednesday' });
  });

  it('follows the spring change on the last Sunday of March (29 March 2026)', () => {
    expect(formatParisTime(new Date('2026-03-29T00:59:00Z'))).toBe('01:59');
    expect(formatParisTime(new Date('2026-03-29T01:00:00Z'))).toBe('03:00');
    expect(fromParis({ year: 2026, month: 3, day: 29, hour: 10 }).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(fromParis({ year: 2026, month: 3, day: 29, hour: 1, minute: 30 }).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    // 02:30 does not exist that night: it lands after the jump.
    expect(formatParisTime(fromParis({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }))).toBe('03:30');
  });

  it('follows the autumn change on the last Sunday of October (25 October 2026)', () => {
    expect(fromParis({ year: 2026, month: 10, day: 25, hour: 10 }).toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(fromParis({ year: 2026, month: 10, day: 24, hour: 10 }).toISOString()).toBe('2026-10-24T08:00:00.000Z');
    expect(formatParisTime(new Date('2026-10-25T00:30:00Z'))).toBe('02:30');
    expect(formatParisTime(new Date('2026-10-25T01:30:00Z'))).toBe('02:30');
  });

  it('gives Paris days of 23 and 25 hours around the changes', () => {
    const spring = fromParis({ year: 2026, month: 3, day: 29 });
    expect(addParisDays(spring, 1).getTime() - spring.getTime()).toBe(23 * 3600_000);
    const autumn = fromParis({ year: 2026, month: 10, day: 25 });
    expect(addParisDays(autumn, 1).getTime() - autumn.getTime()).toBe(25 * 3600_000);
  });

  it('starts the week on Monday 00:00 Paris, even late on Sunday evening UTC-wise', () => {
    // Sunday 29 March 2026 23:30 Paris = 21:30 UTC: still the week of Monday 23 March.
    expect(startOfParisWeek(new Date('2026-03-29T21:30:00Z')).toISOString()).toBe('2026-03-22T23:00:00.000Z');
    // Monday 30 March 00:30 Paris = Sunday 22:30 UTC: a new week, in summer time.
    expect(startOfParisWeek(new Date('2026-03-29T22:30:00Z')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfParisDay(new Date('2026-07-01T22:30:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('reads dates without offset as Paris wall-clock time, and rejects impossible ones', () => {
    expect(parseParisLocal('2026-07-01T10:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(parseParisLocal('2026-12-01T10:00:30.5')?.toISOString()).toBe('2026-12-01T09:00:30.500Z');
    expect(parseParisLocal('2026-12-01')?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(parseParisLocal('2026-02-30T10:00')).toBeNull();
    expect(parseParisLocal('2026-02-01T24:00')).toBeNull();
    expect(parseParisLocal('demain')).toBeNull();
  });

  it('does not depend on the time zone of the machine', () => {
    for (const tz of ['UTC', 'America/New_York', 'Pacific/Auckland']) {
      vi.stubEnv('TZ', tz);
      expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(tz === 'UTC' ? 0 : tz === 'America/New_York' ? 300 : -780);
      expect(fromParis({ year: 2026, month: 3, day: 29, hour: 10 }).toISOString()).toBe('2026-03-29T08:00:00.000Z');
      expect(formatParisDate(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
      expect(startOfParisWeek(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe('2026-10-18T22:00:00.000Z');
    }
  });
});
