import { describe, expect, it } from 'vitest';
import { slotText } from './notice-text';

const nb = (text: string) => text.replace(/(\d) h/g, '$1\u00a0h').replace(/h (\d)/g, 'h\u00a0$1');

describe('notice texts', () => {
  it('writes the first of the month « 1er », the days in lower case and the times « 18 h », « 19 h 30 » on Paris clocks', () => {
    expect(slotText('2026-12-01T17:00:00.000Z', '2026-12-01T18:30:00.000Z')).toBe(nb('mardi 1er décembre 2026, 18 h – 19 h 30'));
    expect(slotText('2026-12-02T17:00:00.000Z', '2026-12-02T18:00:00.000Z')).toBe(nb('mercredi 2 décembre 2026, 18 h – 19 h'));
  });
});
