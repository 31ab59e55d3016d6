import { describe, expect, it } from 'vitest';
import { dayLabel, parisTime, readWeek, weekLabel } from './week';

describe('the week of a sessions page', () => {
  it('is the Paris week of ?semaine=, Monday first, whatever day of it is given', () => {
    const week = readWeek(new URLSearchParams('semaine=2026-04-02'));
    expect(week.days).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
    expect({ startDate: week.startDate, endDate: week.endDate, previous: week.previous, next: week.next }).toEqual({
      startDate: '2026-03-30',
      endDate: '2026-04-05',
      previous: '2026-03-23',
      next: '2026-04-06',
    });
    expect(weekLabel(week)).toBe('Semaine du lundi 30 mars au dimanche 5 avril 2026');
  });

  it('falls back to the week of now (Paris) for a missing or unreadable parameter', () => {
    // Sunday 29 March 2026, 23:30 UTC is already Monday 30 March in Paris (summer time).
    const now = new Date('2026-03-29T22:30:00.000Z');
    expect(readWeek(new URLSearchParams(''), now).monday).toBe('2026-03-30');
    expect(readWeek(new URLSearchParams('semaine=demain'), now).monday).toBe('2026-03-30');
  });

  it('names days and times in French, on Paris clocks', () => {
    expect(dayLabel('2026-03-31')).toBe('Mardi 31 mars');
    expect(dayLabel('2026-04-01')).toBe('Mercredi 1er avril');
    expect(parisTime('2026-03-31T16:00:00.000Z')).toBe('18\u00a0h');
    expect(parisTime('2026-03-24T17:30:00.000Z')).toBe('18\u00a0h\u00a030');
  });
});
