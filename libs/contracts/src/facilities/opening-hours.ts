import { z } from '../zod';
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from './paris-time';

export const OPENING_HOURS_MESSAGES = {
  time: "L'heure doit être au format HH:MM",
  openRequired: "L'heure d'ouverture est requise",
  closeRequired: "L'heure de fermeture est requise",
  closeAfterOpen: "L'heure de fermeture doit être postérieure à l'heure d'ouverture",
  flag: 'Indiquez si ce jour est ouvert ou non',
  openingHoursRequired: "Les horaires d'ouverture sont requis",
  disponibilityRequired: 'Les disponibilités sont requises',
  dayRequired: (weekday: Weekday) => `Les horaires du ${WEEKDAY_LABELS[weekday].toLowerCase()} sont requis`,
} as const;

/** Two digits, colon, two digits (spec §5), and a real time of day. */
export const TimeOfDaySchema = z.string({ error: OPENING_HOURS_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, OPENING_HOURS_MESSAGES.time);

const optionalTime = TimeOfDaySchema.nullish().transform((value) => value ?? null);

/** Shared rule: an open day needs both times, closing after opening ('HH:MM' compares as text). */
function checkOpenDay(payload: { value: { open: string | null; close: string | null }; issues: z.core.$ZodRawIssue[] }, isOpen: boolean) {
  const { value: day, issues } = payload;
  // A malformed time already has its own issue; comparing it would only add noise.
  if (!isOpen || issues.length > 0) return;
  if (day.open === null) issues.push({ code: 'custom', path: ['open'], message: OPENING_HOURS_MESSAGES.openRequired, input: day.open });
  if (day.close === null) issues.push({ code: 'custom', path: ['close'], message: OPENING_HOURS_MESSAGES.closeRequired, input: day.close });
  if (day.open !== null && day.close !== null && day.open >= day.close) {
    issues.push({ code: 'custom', path: ['close'], message: OPENING_HOURS_MESSAGES.closeAfterOpen, input: day.close });
  }
}

const openingDay = (missing: string) =>
  z
    .object({ open: optionalTime, close: optionalTime, closed: z.boolean({ error: OPENING_HOURS_MESSAGES.flag }) }, { error: missing })
    .check((payload) => checkOpenDay(payload, !payload.value.closed));

const disponibilityDay = (missing: string) =>
  z
    .object({ open: optionalTime, close: optionalTime, available: z.boolean({ error: OPENING_HOURS_MESSAGES.flag }) }, { error: missing })
    .check((payload) => checkOpenDay(payload, payload.value.available));

const DAY_MISSING = 'Les horaires de ce jour sont requis';

/** A room's or complex's day: open and close times, or closed. */
export const OpeningDaySchema = openingDay(DAY_MISSING);
export type OpeningDay = z.infer<typeof OpeningDaySchema>;

/** A minibus's day: the window it can leave and come back in, or not available (spec §3 "disponibility"). */
export const DisponibilityDaySchema = disponibilityDay(DAY_MISSING);
export type DisponibilityDay = z.infer<typeof DisponibilityDaySchema>;

function weekOf<Day extends z.ZodType>(day: (missing: string) => Day, required: string) {
  const shape = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day(OPENING_HOURS_MESSAGES.dayRequired(weekday))]));
  return z.object(shape as Record<Weekday, Day>, { error: required });
}

export const OpeningHoursSchema = weekOf(openingDay, OPENING_HOURS_MESSAGES.openingHoursRequired);
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const DisponibilitySchema = weekOf(disponibilityDay, OPENING_HOURS_MESSAGES.disponibilityRequired);
export type Disponibility = z.infer<typeof DisponibilitySchema>;

/** Default template (spec §9): Monday–Thursday 08:00–20:00, Friday 08:00–18:00, Saturday 10:00–16:00, Sunday closed. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  monday: { open: '08:00', close: '20:00', closed: false },
  tuesday: { open: '08:00', close: '20:00', closed: false },
  wednesday: { open: '08:00', close: '20:00', closed: false },
  thursday: { open: '08:00', close: '20:00', closed: false },
  friday: { open: '08:00', close: '18:00', closed: false },
  saturday: { open: '10:00', close: '16:00', closed: false },
  sunday: { open: null, close: null, closed: true },
};

/** The same template for a minibus's disponibility. */
export const DEFAULT_DISPONIBILITY: Disponibility = Object.fromEntries(
  WEEKDAYS.map((weekday) => {
    const { open, close, closed } = DEFAULT_OPENING_HOURS[weekday];
    return [weekday, { open, close, available: !closed }];
  }),
) as Disponibility;

/** The window of a day in which bookings may happen, or null when the day is closed / not available. */
export function dayWindow(day: OpeningDay | DisponibilityDay): { open: string; close: string } | null {
  const isOpen = 'closed' in day ? !day.closed : day.available;
  return isOpen && day.open !== null && day.close !== null ? { open: day.open, close: day.close } : null;
}
