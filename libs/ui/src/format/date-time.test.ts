import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDate, formatTableDate, formatTableMoment } from './date-time';

describe('compact dates', () => {
  it('reads the instant in Paris time, whatever the device', () => {
    expect(formatShortDate('2026-09-27T22:30:00.000Z')).toBe('28 sept. 2026');
    expect(formatDateTime('2026-11-26T08:34:00.000Z')).toBe('26 nov. 2026, 09:34');
  });

  it('writes dates and moments of tables as FRENCH.md does: 01/12/2026, 20 h 30', () => {
    expect(formatTableDate('2026-11-30T23:30:00.000Z')).toBe('01/12/2026');
    expect(formatTableMoment('2026-12-01T19:30:00.000Z')).toBe('01/12/2026, 20\u00a0h\u00a030');
    expect(formatTableMoment('2026-07-01T07:05:00.000Z')).toBe('01/07/2026, 9\u00a0h\u00a005');
    expect(formatTableMoment('2026-12-01T19:00:00.000Z')).toBe('01/12/2026, 20\u00a0h');
    expect(formatTableMoment('2026-12-01T23:00:00.000Z')).toBe('02/12/2026, 0\u00a0h');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatShortDate('bientôt')).toBe('bientôt');
    expect(formatTableMoment('bientôt')).toBe('bientôt');
  });
});
