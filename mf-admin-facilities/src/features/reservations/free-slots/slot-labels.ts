import { formatDayMonth, formatWeekday } from '../../../shared/time/format';
import type { FreeSlot } from './free-slots';

/** « 18 h », « 18 h 30 »: times in text (FRENCH.md). */
export const slotTime = (slot: Pick<FreeSlot, 'hour' | 'minute'>) =>
  slot.minute === 0 ? `${slot.hour} h` : `${slot.hour} h ${String(slot.minute).padStart(2, '0')}`;

/** « mardi 1er décembre »: the first of the month is « 1er ». */
export const slotDay = (dayKey: string) => `${formatWeekday(dayKey)} ${formatDayMonth(dayKey).replace(/^1 /, '1er ')}`;

/** The free slot button's accessible name: « Réserver mardi 1er décembre à 18 h ». */
export const slotButtonLabel = (dayKey: string, slot: FreeSlot) => `Réserver ${slotDay(dayKey)} à ${slotTime(slot)}`;
