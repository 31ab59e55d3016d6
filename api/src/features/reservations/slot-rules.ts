import {
  dayWindow,
  sameCalendarDate,
  addCalendarDays,
  toParis,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type CalendarDate,
  type Disponibility,
  type OpeningHours,
  type ParisDateTime,
} from '@club/contracts';

/** What the slot rules need from a room or minibus. `schedule` is its opening hours / disponibility JSON. */
export interface ResourceSchedule {
  id: string;
  name: string;
  schedule: string;
  isAvailable: boolean;
}

/** Why a slot cannot be booked, and which field to point at in the form. */
export interface SlotProblem {
  path: 'startAt' | 'endAt';
  message: string;
}

const minutesOfDay = (t: ParisDateTime) => t.hour * 60 + t.minute + t.second / 60 + t.millisecond / 60_000;
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const weekdayOf = (date: CalendarDate) => WEEKDAYS[(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7]!;
/** 'le lundi 30/03/2026'. */
const dayName = (date: CalendarDate) =>
  `le ${WEEKDAY_LABELS[weekdayOf(date)].toLowerCase()} ${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`;

/**
 * A room is booked within one Paris day, inside that day's opening hours (bounds included), read on
 * Paris clocks whatever the server's time zone (docs/decisions/035-reservation-slot-rules.md).
 */
export function roomSlotProblem(openingHours: OpeningHours, start: Date, end: Date): SlotProblem | null {
  const from = toParis(start);
  const to = toParis(end);
  if (!sameCalendarDate(from, to)) return { path: 'endAt', message: 'Une réservation de salle doit commencer et finir le même jour.' };
  const window = dayWindow(openingHours[from.weekday]);
  if (!window) return { path: 'startAt', message: `La salle est fermée ${dayName(from)}.` };
  if (minutesOfDay(from) < toMinutes(window.open) || minutesOfDay(to) > toMinutes(window.close)) {
    const path = minutesOfDay(from) < toMinutes(window.open) ? 'startAt' : 'endAt';
    return {
      path,
      message: `Le créneau doit être compris dans les horaires d'ouverture de la salle : ${dayName(from)}, de ${window.open} à ${window.close}.`,
    };
  }
  return null;
}

/**
 * A minibus leaves within the start day's window and comes back within the end day's window, and
 * every Paris day of the trip must be an available day.
 */
export function minibusSlotProblem(minibus: { isAvailable: boolean; disponibility: Disponibility }, start: Date, end: Date): SlotProblem | null {
  if (!minibus.isAvailable) return { path: 'startAt', message: "Ce minibus n'est pas disponible à la réservation." };
  const from = toParis(start);
  const to = toParis(end);
  for (let day: CalendarDate = from; ; day = addCalendarDays(day, 1)) {
    const weekday = weekdayOf(day);
    if (!dayWindow(minibus.disponibility[weekday])) {
      return { path: sameCalendarDate(day, from) ? 'startAt' : 'endAt', message: `Le minibus n'est pas disponible ${dayName(day)}.` };
    }
    if (sameCalendarDate(day, to)) break;
  }
  const leave = dayWindow(minibus.disponibility[from.weekday])!;
  if (minutesOfDay(from) < toMinutes(leave.open) || minutesOfDay(from) > toMinutes(leave.close)) {
    return { path: 'startAt', message: `Le départ doit avoir lieu pendant les disponibilités du minibus : ${dayName(from)}, de ${leave.open} à ${leave.close}.` };
  }
  const back = dayWindow(minibus.disponibility[to.weekday])!;
  if (minutesOfDay(to) < toMinutes(back.open) || minutesOfDay(to) > toMinutes(back.close)) {
    return { path: 'endAt', message: `Le retour doit avoir lieu pendant les disponibilités du minibus : ${dayName(to)}, de ${back.open} à ${back.close}.` };
  }
  return null;
}
