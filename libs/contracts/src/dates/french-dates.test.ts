import { describe, expect, it } from 'vitest';
import {
  capitaliseFirst,
  formatClockText,
  formatDayMonth,
  formatDayMonthYear,
  formatLongDate,
  formatLongDay,
  formatMonthYear,
  formatMoment,
  formatPeriod,
  formatRelative,
  formatShortDate,
  formatTime,
  formatWeekday,
  frenchDayNumber,
} from './french-dates';

const nb = (text: string) => text.replaceAll(' ', '\u00a0');

describe('French dates (FRENCH.md §3–4)', () => {
  it('writes a long date in lower case, with « 1er » for the first day', () => {
    expect(formatLongDate('2026-12-01')).toBe('mardi 1er décembre 2026');
    expect(formatLongDate('2026-11-23')).toBe('lundi 23 novembre 2026');
    expect(formatLongDay('2026-12-01')).toBe('mardi 1er décembre');
    expect(formatDayMonthYear('2026-08-01')).toBe('1er août 2026');
    expect(formatWeekday('2026-11-29')).toBe('dimanche');
    expect(formatDayMonth('2026-12-01')).toBe('1er décembre');
    expect(formatMonthYear('2026-08-31T22:30:00.000Z')).toBe('septembre 2026');
    expect(frenchDayNumber(1)).toBe('1er');
    expect(frenchDayNumber(2)).toBe('2');
  });

  it('reads instants in Paris time, whatever the device', () => {
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(formatLongDate('2026-11-30T23:30:00.000Z')).toBe('mardi 1er décembre 2026');
    expect(formatLongDate(new Date('2026-07-01T22:30:00.000Z'))).toBe('jeudi 2 juillet 2026');
  });

  it('capitalises a date at the start of a line', () => {
    expect(capitaliseFirst(formatLongDate('2026-12-01'))).toBe('Mardi 1er décembre 2026');
  });

  it('writes short dates, times and moments of tables', () => {
    expect(formatShortDate('2026-11-30T23:30:00.000Z')).toBe('01/12/2026');
    expect(formatShortDate('2026-12-01')).toBe('01/12/2026');
    expect(formatTime('2026-12-01T19:30:00.000Z')).toBe(nb('20 h 30'));
    expect(formatTime('2026-12-01T19:00:00.000Z')).toBe(nb('20 h'));
    expect(formatTime('2026-07-01T07:05:00.000Z')).toBe(nb('9 h 05'));
    expect(formatClockText('08:00')).toBe(nb('8 h'));
    expect(formatClockText('18:45')).toBe(nb('18 h 45'));
    expect(formatMoment('2026-12-01T19:30:00.000Z')).toBe(`01/12/2026, ${nb('20 h 30')}`);
    expect(formatMoment('2026-12-01T23:00:00.000Z')).toBe(`02/12/2026, ${nb('0 h')}`);
  });

  it('writes a period within a month, across months and across years', () => {
    expect(formatPeriod('2026-11-23', '2026-11-29')).toBe('du lundi 23 au dimanche 29 novembre 2026');
    expect(formatPeriod('2026-11-30', '2026-12-06')).toBe('du lundi 30 novembre au dimanche 6 décembre 2026');
    expect(formatPeriod('2026-12-28', '2027-01-03')).toBe('du lundi 28 décembre 2026 au dimanche 3 janvier 2027');
    expect(formatPeriod('2026-06-01', '2026-06-07')).toBe('du lundi 1er au dimanche 7 juin 2026');
  });

  it('writes a relative moment under a week, then the day', () => {
    const now = new Date('2026-11-29T12:00:00.000Z');
    expect(formatRelative('2026-11-29T11:59:40.000Z', now)).toBe("à l'instant");
    expect(formatRelative('2026-11-29T11:59:00.000Z', now)).toBe('il y a 1 minute');
    expect(formatRelative('2026-11-29T11:15:00.000Z', now)).toBe('il y a 45 minutes');
    expect(formatRelative('2026-11-29T09:00:00.000Z', now)).toBe('il y a 3 heures');
    expect(formatRelative('2026-11-27T12:00:00.000Z', now)).toBe('il y a 2 jours');
    expect(formatRelative('2026-11-21T12:00:00.000Z', now)).toBe('le 21 novembre');
    expect(formatRelative('2026-11-01T12:00:00.000Z', now)).toBe('le 1er novembre');
    expect(formatRelative('2025-11-27T12:00:00.000Z', now)).toBe('le 27 novembre 2025');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatLongDate('bientôt')).toBe('bientôt');
    expect(formatMoment('bientôt')).toBe('bientôt');
    expect(formatRelative('bientôt')).toBe('bientôt');
  });
});
