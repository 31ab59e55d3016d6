import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Counts the formatters built, to check that importing a module that formats dates builds none.
const NativeDateTimeFormat = Intl.DateTimeFormat;
let built = 0;

beforeEach(() => {
  built = 0;
  vi.resetModules();
  Intl.DateTimeFormat = class extends NativeDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      super(...args);
      built += 1;
    }
  } as typeof Intl.DateTimeFormat;
});

afterEach(() => {
  Intl.DateTimeFormat = NativeDateTimeFormat;
});

describe('date formats built on first use', () => {
  it("builds no formatter when formatDate's module is imported, one on the first date", async () => {
    const { formatDate } = await import('./format-date');
    expect(built).toBe(0);
    expect(formatDate('2026-09-12T10:00:00.000Z')).toBe('12 septembre 2026');
    expect(formatDate('2026-09-13T10:00:00.000Z')).toBe('13 septembre 2026');
    expect(built).toBe(1);
  });

  it('does the same for the compact dates and for a format of its own', async () => {
    const { formatShortDate, lazyDateFormat } = await import('./date-time');
    const weekday = lazyDateFormat('fr-FR', { weekday: 'long', timeZone: 'Europe/Paris' });
    expect(built).toBe(0);
    expect(formatShortDate('2026-09-27T22:30:00.000Z')).toBe('28 sept. 2026');
    expect(weekday(new Date('2026-11-27T12:00:00.000Z'))).toBe('vendredi');
    expect(built).toBe(2);
  });
});
