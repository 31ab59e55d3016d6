import { describe, expect, it } from 'vitest';
import { currentWeekSearch, readPeriod, shiftPeriod } from './period';

const search = (query: string) => new URLSearchParams(query);

describe('week view period', () => {
  it('defaults to the current Paris week, Monday to Sunday', () => {
    expect(readPeriod(search(''), '2026-11-26')).toEqual({
      startDay: '2026-11-23',
      endDay: '2026-11-29',
      startDate: '2026-11-22T23:00:00.000Z',
      endDate: '2026-11-29T22:59:59.999Z',
    });
    expect(currentWeekSearch('2026-11-29')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
  });

  it('follows startDate and endDate, accepting ISO instants too', () => {
    expect(readPeriod(search('startDate=2026-12-07&endDate=2026-12-13'))).toMatchObject({ startDay: '2026-12-07', endDay: '2026-12-13' });
    expect(readPeriod(search('startDate=2026-12-06T23:00:00.000Z'))).toMatchObject({ startDay: '2026-12-07', endDay: '2026-12-13' });
  });

  it('ignores nonsense and caps the length', () => {
    expect(readPeriod(search('startDate=hier&endDate=2026-02-31'), '2026-11-26')).toMatchObject({ startDay: '2026-11-23', endDay: '2026-11-29' });
    expect(readPeriod(search('startDate=2026-12-07&endDate=2026-12-01'))).toMatchObject({ endDay: '2026-12-13' });
    expect(readPeriod(search('startDate=2026-01-01&endDate=2026-12-31'))).toMatchObject({ endDay: '2026-02-11' });
  });

  it('moves by whole weeks', () => {
    const week = readPeriod(search('startDate=2026-11-23&endDate=2026-11-29'));
    expect(shiftPeriod(week, -1)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(shiftPeriod(week, 1)).toEqual({ startDate: '2026-11-30', endDate: '2026-12-06' });
  });
});
