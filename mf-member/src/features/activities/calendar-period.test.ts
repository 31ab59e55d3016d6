import { describe, expect, it } from 'vitest';
import { readCalendarSearch, shiftedAnchor } from './calendar-period';

const now = new Date('2026-03-25T09:00:00.000Z');

describe('calendar period of /dashboard/activities', () => {
  it('defaults to the current Paris week, Monday first', () => {
    const period = readCalendarSearch(new URLSearchParams(), now);
    expect(period).toMatchObject({
      view: 'semaine',
      anchor: '2026-03-25',
      startDate: '2026-03-23',
      endDate: '2026-03-29',
      title: 'Semaine du lundi 23 au dimanche 29 mars 2026',
    });
    expect(period.days.map((day) => day.label)).toEqual([
      'Lundi 23 mars',
      'Mardi 24 mars',
      'Mercredi 25 mars',
      'Jeudi 26 mars',
      'Vendredi 27 mars',
      'Samedi 28 mars',
      'Dimanche 29 mars',
    ]);
  });

  it('pads a month to whole Monday-first weeks and marks the days outside it', () => {
    const period = readCalendarSearch(new URLSearchParams('vue=mois&date=2026-03-10'), now);
    expect(period).toMatchObject({ view: 'mois', startDate: '2026-02-23', endDate: '2026-04-05', title: 'Mars 2026' });
    expect(period.days).toHaveLength(42);
    expect(period.days.filter((day) => day.inPeriod)).toHaveLength(31);
    const march = period.days.filter((day) => day.inPeriod);
    expect(march.slice(0, 2).map(({ label, dayNumber }) => ({ label, dayNumber }))).toEqual([
      { label: 'Dimanche 1er mars', dayNumber: '1er' },
      { label: 'Lundi 2 mars', dayNumber: '2' },
    ]);
  });

  it('moves by a week or a month, across years, and ignores an unreadable date', () => {
    expect(shiftedAnchor(readCalendarSearch(new URLSearchParams('date=2026-03-30'), now), 1)).toBe('2026-04-06');
    expect(shiftedAnchor(readCalendarSearch(new URLSearchParams('vue=mois&date=2026-12-15'), now), 1)).toBe('2027-01-01');
    expect(shiftedAnchor(readCalendarSearch(new URLSearchParams('vue=mois&date=2026-01-15'), now), -1)).toBe('2025-12-01');
    expect(readCalendarSearch(new URLSearchParams('date=demain'), now).anchor).toBe('2026-03-25');
  });
});
