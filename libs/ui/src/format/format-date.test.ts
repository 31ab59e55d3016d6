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

  it('builds nothing when the site formatters are imported, one Paris reading on the first date', async () => {
    const { formatLongDate, formatMoment } = await import('./date-time');
    expect(built).toBe(0);
    expect(formatLongDate('2026-11-30T23:30:00.000Z')).toBe('mardi 1er décembre 2026');
    expect(formatMoment('2026-12-01T19:30:00.000Z')).toBe('01/12/2026, 20\u00a0h\u00a030');
    expect(built).toBe(1);
  });
});
