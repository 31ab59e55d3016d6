import { describe, expect, it } from 'vitest';
import { createdSince } from './date-range';

describe('createdSince (Paris calendar)', () => {
  // Wednesday 4 March 2026, 00:30 in Paris (UTC+1) is still Tuesday 3 March in UTC.
  const now = new Date('2026-03-03T23:30:00.000Z');

  it('starts today at Paris midnight', () => {
    expect(createdSince('today', now).toISOString()).toBe('2026-03-03T23:00:00.000Z');
  });

  it('starts the week on Monday', () => {
    expect(createdSince('week', now).toISOString()).toBe('2026-03-01T23:00:00.000Z');
  });

  it('starts the month on the 1st, across a daylight-saving change', () => {
    expect(createdSince('month', now).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(createdSince('month', new Date('2026-04-15T12:00:00.000Z')).toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});
