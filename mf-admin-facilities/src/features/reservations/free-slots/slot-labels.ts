import { formatLongDay } from '@club/ui/dates';
import type { FreeSlot } from './free-slots';

const NBSP = '\u00a0';

/** « 18 h », « 18 h 30 » with no-break spaces: times in text (FRENCH.md). */
export const slotTime = (slot: Pick<FreeSlot, 'hour' | 'minute'>) =>
  slot.minute === 0 ? `${slot.hour}${NBSP}h` : `${slot.hour}${NBSP}h${NBSP}${String(slot.minute).padStart(2, '0')}`;

/** « mardi 1er décembre » for a 'YYYY-MM-DD' day. */
export const slotDay = (dayKey: string) => formatLongDay(dayKey);

/** The free slot button's accessible name: « Réserver mardi 1er décembre à 18 h ». */
export const slotButtonLabel = (dayKey: string, slot: FreeSlot) => `Réserver ${slotDay(dayKey)} à ${slotTime(slot)}`;
