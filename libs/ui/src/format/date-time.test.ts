import { describe, expect, it } from 'vitest';
import { formatDateTime, formatShortDate } from './date-time';

describe('compact dates', () => {
  it('reads the instant in Paris time, whatever the device', () => {
    expect(formatShortDate('2026-09-27T22:30:00.000Z')).toBe('28 sept. 2026');
    expect(formatDateTime('2026-11-26T08:34:00.000Z')).toBe('26 nov. 2026, 09:34');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatShortDate('bientôt')).toBe('bientôt');
  });
});
