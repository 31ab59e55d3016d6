import { addCalendarDays, fromParis, readWallClock, toParis } from '../facilities/paris-time';

/** A weekly recurrence creates at most this many occurrences (one season). */
export const MAX_OCCURRENCES = 53;

/** 409 code of a plan refused because of its conflicts; `issues` holds one line per conflict, `occurrences.N` its path. */
export const TRAINING_SESSION_CONFLICT_CODE = 'TRAINING_SESSION_CONFLICT';

export interface Occurrence {
  startAt: string;
  endAt: string;
}

/**
 * The occurrences of a weekly recurrence: the first slot, then the same Paris wall-clock times every 7 days
 * up to `until` (a Paris day, included). Summer time does not move a 18:00 session. Stops after
 * MAX_OCCURRENCES + 1 so that a caller can tell "too many" without building thousands.
 */
export function weeklyOccurrences(first: Occurrence, until: string | null | undefined): Occurrence[] {
  if (!until) return [first];
  const last = readWallClock(until);
  if (!last) return [first];
  const start = toParis(new Date(first.startAt));
  const lengthMs = Date.parse(first.endAt) - Date.parse(first.startAt);
  const occurrences: Occurrence[] = [];
  for (let week = 0; occurrences.length <= MAX_OCCURRENCES; week += 1) {
    const day = addCalendarDays(start, 7 * week);
    if (Date.UTC(day.year, day.month - 1, day.day) > Date.UTC(last.year, last.month - 1, last.day)) break;
    const startAt = fromParis({ ...day, hour: start.hour, minute: start.minute, second: start.second });
    occurrences.push({ startAt: startAt.toISOString(), endAt: new Date(startAt.getTime() + lengthMs).toISOString() });
  }
  return occurrences;
}

const pad = (value: number) => String(value).padStart(2, '0');
const DAY_NAMES = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

/** 'mardi 31/03/2026 de 18:00 à 19:30' (Paris time). */
export function describeSlot(slot: Occurrence): string {
  const from = toParis(new Date(slot.startAt));
  const to = toParis(new Date(slot.endAt));
  const weekday = DAY_NAMES[new Date(Date.UTC(from.year, from.month - 1, from.day)).getUTCDay()];
  return `${weekday} ${pad(from.day)}/${pad(from.month)}/${from.year} de ${pad(from.hour)}:${pad(from.minute)} à ${pad(to.hour)}:${pad(to.minute)}`;
}
