import type { PublicTrainingSlot } from '@club/contracts';
import type { PublicSessionRow } from './public-sections.repository';

const PARIS = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The weekday (1 = Monday) and 'HH:MM' of an instant in Paris, where the club trains. */
function parisTime(iso: string): { weekday: number; time: string } {
  const parts = Object.fromEntries(PARIS.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { weekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1, time: `${parts.hour}:${parts.minute}` };
}

function placeOf(row: Pick<PublicSessionRow, 'place' | 'room_name' | 'complex_name'>): string | null {
  if (row.room_name) return row.complex_name ? `${row.room_name}, ${row.complex_name}` : row.room_name;
  return row.place?.trim() || null;
}

/**
 * The weekly pattern of a category's coming trainings: one slot per distinct weekday, times and place
 * (a weekly series gives one slot; a one-off session of the coming weeks shows as well), by weekday then time.
 */
export function weeklySlots(rows: readonly PublicSessionRow[]): PublicTrainingSlot[] {
  const slots = new Map<string, PublicTrainingSlot>();
  for (const row of rows) {
    const start = parisTime(row.start_at);
    const slot = { weekday: start.weekday, start: start.time, end: parisTime(row.end_at).time, place: placeOf(row) };
    slots.set(JSON.stringify(slot), slot);
  }
  return [...slots.values()].sort(
    (a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start) || a.end.localeCompare(b.end) || (a.place ?? '').localeCompare(b.place ?? ''),
  );
}
