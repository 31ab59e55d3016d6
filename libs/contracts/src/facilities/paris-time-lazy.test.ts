import { afterEach, expect, it, vi } from 'vitest';

const NativeDateTimeFormat = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = NativeDateTimeFormat;
});

// A page's first Intl formatter loads ICU's data: importing the contracts must not pay it (docs/decisions/019).
it('builds its Paris formatter on the first reading, not when imported', async () => {
  let built = 0;
  Intl.DateTimeFormat = class extends NativeDateTimeFormat {
    constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      super(...args);
      built += 1;
    }
  } as typeof Intl.DateTimeFormat;
  vi.resetModules();
  const { toParis } = await import('./paris-time');
  expect(built).toBe(0);
  expect(toParis(new Date('2026-11-27T12:30:00.000Z'))).toMatchObject({ hour: 13, minute: 30, weekday: 'friday' });
  toParis(new Date('2026-07-01T12:30:00.000Z'));
  expect(built).toBe(1);
});
