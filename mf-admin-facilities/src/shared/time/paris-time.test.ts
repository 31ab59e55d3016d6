import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  fromParisLocalInput,
  isDayKey,
  mondayIndex,
  parisDayKey,
  parisEndOfDay,
  parisStartOfDay,
  startOfWeek,
  toParisLocalInput,
} from './paris-time';

describe('Paris time', () => {
  it('reads a datetime-local value as Paris time, winter and summer', () => {
    expect(fromParisLocalInput('2026-01-15T18:00')).toBe('2026-01-15T17:00:00.000Z');
    expect(fromParisLocalInput('2026-07-15T18:00')).toBe('2026-07-15T16:00:00.000Z');
    expect(fromParisLocalInput('2026-02-30T18:00')).toBeUndefined();
    expect(fromParisLocalInput('demain')).toBeUndefined();
  });

  it('handles the clock changes', () => {
    // 29 March 2026: 02:00 → 03:00; 25 October 2026: 03:00 → 02:00.
    expect(fromParisLocalInput('2026-03-29T01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(fromParisLocalInput('2026-03-29T03:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromParisLocalInput('2026-10-25T04:00')).toBe('2026-10-25T03:00:00.000Z');
    expect(toParisLocalInput('2026-10-25T03:00:00.000Z')).toBe('2026-10-25T04:00');
  });

  it('round-trips an instant through the input value', () => {
    expect(toParisLocalInput('2026-11-24T17:00:00.000Z')).toBe('2026-11-24T18:00');
    expect(fromParisLocalInput(toParisLocalInput('2026-06-01T06:45:00.000Z'))).toBe('2026-06-01T06:45:00.000Z');
  });

  it('puts an instant on its Paris day, not its UTC day', () => {
    expect(parisDayKey('2026-11-23T23:30:00.000Z')).toBe('2026-11-24');
    expect(parisDayKey('2026-07-01T22:30:00.000Z')).toBe('2026-07-02');
  });

  it('starts weeks on Monday', () => {
    expect(mondayIndex('2026-11-23')).toBe(0);
    expect(mondayIndex('2026-11-29')).toBe(6);
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeek('2027-01-01')).toBe('2026-12-28');
  });

  it('gives the bounds of a Paris day as instants', () => {
    expect(parisStartOfDay('2026-11-23')).toBe('2026-11-22T23:00:00.000Z');
    expect(parisEndOfDay('2026-11-29')).toBe('2026-11-29T22:59:59.999Z');
    expect(parisEndOfDay('2026-10-24')).toBe('2026-10-24T21:59:59.999Z');
  });

  it('does calendar arithmetic on day keys', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(daysBetween('2026-11-23', '2026-11-29')).toBe(6);
    expect(isDayKey('2026-11-31')).toBe(false);
    expect(isDayKey('2026-11-30')).toBe(true);
  });
});
