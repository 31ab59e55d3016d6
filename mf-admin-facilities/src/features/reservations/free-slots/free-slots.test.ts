import { DEFAULT_DISPONIBILITY, DEFAULT_OPENING_HOURS } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { freeSlots, hoursOfDay } from './free-slots';
import { slotButtonLabel } from './slot-labels';

const NOW = new Date('2026-11-20T09:00:00.000Z');
// Tuesday 1 December 2026, Paris is UTC+1: 18:00 in Paris is 17:00 UTC.
const TUESDAY = '2026-12-01';

describe('free slots of a week view', () => {
  it("reads the day of a room's opening hours and of a minibus's disponibility", () => {
    expect(hoursOfDay(DEFAULT_OPENING_HOURS, TUESDAY)).toEqual({ open: '08:00', close: '20:00' });
    expect(hoursOfDay(DEFAULT_OPENING_HOURS, '2026-12-06')).toBeNull();
    expect(hoursOfDay({ ...DEFAULT_DISPONIBILITY, tuesday: { open: '08:00', close: '18:00', available: false } }, TUESDAY)).toBeNull();
  });

  it('offers one-hour slots from opening to closing time, the last one ending at closing', () => {
    const slots = freeSlots(TUESDAY, { open: '08:00', close: '10:30' }, [], NOW);
    expect(slots.map((slot) => [slot.startAt, slot.endAt])).toEqual([
      ['2026-12-01T07:00:00.000Z', '2026-12-01T08:00:00.000Z'],
      ['2026-12-01T08:00:00.000Z', '2026-12-01T09:00:00.000Z'],
      ['2026-12-01T09:00:00.000Z', '2026-12-01T09:30:00.000Z'],
    ]);
    expect(slotButtonLabel(TUESDAY, slots[0]!)).toBe('Réserver mardi 1er décembre à 8\u00a0h');
  });

  it('leaves out the slots a pending or confirmed reservation overlaps, and frees those of a cancelled one', () => {
    const taken = [
      { startAt: '2026-12-01T17:00:00.000Z', endAt: '2026-12-01T18:30:00.000Z', status: 'confirmed' as const },
      { startAt: '2026-12-01T09:00:00.000Z', endAt: '2026-12-01T10:00:00.000Z', status: 'pending' as const },
      { startAt: '2026-12-01T12:00:00.000Z', endAt: '2026-12-01T13:00:00.000Z', status: 'cancelled' as const },
    ];
    const hours = freeSlots(TUESDAY, DEFAULT_OPENING_HOURS.tuesday as { open: string; close: string }, taken, NOW).map((slot) => slot.hour);
    expect(hours).toEqual([8, 9, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('offers nothing on a closed day nor in the past', () => {
    expect(freeSlots(TUESDAY, null, [], NOW)).toEqual([]);
    const afternoon = new Date('2026-12-01T15:30:00.000Z');
    expect(freeSlots(TUESDAY, { open: '08:00', close: '20:00' }, [], afternoon).map((slot) => slot.hour)).toEqual([17, 18, 19]);
  });
});
