import { WEEKDAYS, isBlockingStatus, parseParisLocal, type ReservationStatus } from '@club/contracts';
import { mondayIndex } from '../../../shared/time/paris-time';

/** A bookable slot lasts an hour by default; the last one of a day ends at closing time. */
const SLOT_MINUTES = 60;

/** A day's opening window, 'HH:MM' Paris time. */
export interface DayHours {
  open: string;
  close: string;
}

/** A room's opening day or a minibus's disponibility day. */
type OpeningDay = { open: string | null; close: string | null } & ({ closed: boolean } | { available: boolean });

/** A free slot: its bounds as instants (what the form and the API take) and its start on Paris clocks. */
export interface FreeSlot {
  startAt: string;
  endAt: string;
  hour: number;
  minute: number;
}

/** The window of the given Paris day in a room's opening hours or a minibus's disponibility; null when closed. */
export function hoursOfDay(week: Record<(typeof WEEKDAYS)[number], OpeningDay>, dayKey: string): DayHours | null {
  const day = week[WEEKDAYS[mondayIndex(dayKey)] ?? 'monday'];
  const closed = 'closed' in day ? day.closed : !day.available;
  if (closed || day.open === null || day.close === null) return null;
  return { open: day.open, close: day.close };
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
const pad = (value: number) => String(value).padStart(2, '0');
const instantOf = (dayKey: string, minutes: number) => parseParisLocal(`${dayKey}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`)?.toISOString();

/**
 * The day's free slots, hour by hour from opening time: those still to come that no pending or confirmed
 * reservation overlaps (a cancelled one frees its slot again).
 */
export function freeSlots(
  dayKey: string,
  hours: DayHours | null,
  reservations: readonly { startAt: string; endAt: string; status: ReservationStatus }[],
  now: Date = new Date(),
): FreeSlot[] {
  if (!hours) return [];
  const taken = reservations.filter((reservation) => isBlockingStatus(reservation.status));
  const close = minutesOf(hours.close);
  const slots: FreeSlot[] = [];
  for (let start = minutesOf(hours.open); start < close; start += SLOT_MINUTES) {
    const startAt = instantOf(dayKey, start);
    const endAt = instantOf(dayKey, Math.min(start + SLOT_MINUTES, close));
    if (!startAt || !endAt || Date.parse(startAt) <= now.getTime()) continue;
    const overlaps = taken.some((reservation) => reservation.startAt < endAt && reservation.endAt > startAt);
    if (!overlaps) slots.push({ startAt, endAt, hour: Math.floor(start / 60), minute: start % 60 });
  }
  return slots;
}
