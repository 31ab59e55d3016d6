import { describe, expect, it } from 'vitest';
import { hour, longDay, slotText } from './notice-text';

describe('notice texts', () => {
  it('writes the first of the month « 1er » and the days in lower case', () => {
    expect(longDay('2026-12-01T17:00:00.000Z')).toBe('mardi 1er décembre 2026');
    expect(longDay('2026-12-02T17:00:00.000Z')).toBe('mercredi 2 décembre 2026');
  });

  it('writes times « 18 h » and « 18 h 30 » on Paris clocks', () => {
    expect(hour('2026-12-01T17:00:00.000Z')).toBe('18 h');
    expect(hour('2026-12-01T17:30:00.000Z')).toBe('18 h 30');
    expect(slotText('2026-12-01T17:00:00.000Z', '2026-12-01T18:30:00.000Z')).toBe('mardi 1er décembre 2026, 18 h – 19 h 30');
  });
});
