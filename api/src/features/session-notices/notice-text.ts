import { formatLongDate, formatTime } from '@club/contracts';

/** How a notice writes a session's slot (FRENCH.md §4: « mardi 1er décembre 2026, 18 h – 19 h 30 »), Paris time. */
export const slotText = (startAt: string, endAt: string) => `${formatLongDate(startAt)}, ${formatTime(startAt)} – ${formatTime(endAt)}`;
