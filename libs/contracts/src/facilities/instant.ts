import { z } from '../zod';
import { addCalendarDays, atOffset, fromParis, parseParisLocal, readWallClock } from './paris-time';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const OFFSET_SUFFIX = /(?:[zZ]|([+-])(\d{2}):?(\d{2}))$/;

/**
 * An instant from an ISO string: with an offset or `Z` it is exact; without one it is Paris wall-clock
 * time (what a `datetime-local` input gives). Returns null when unreadable.
 */
export function parseInstant(text: string): Date | null {
  if (DATE_ONLY.test(text)) return null;
  const offset = OFFSET_SUFFIX.exec(text);
  if (!offset) return parseParisLocal(text);
  const wall = readWallClock(text.slice(0, offset.index));
  // An offset only makes sense after a time of day.
  if (!wall || !text.includes('T')) return null;
  const [, sign, hours, minutes] = offset;
  const offsetMinutes = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
  return atOffset(wall, offsetMinutes);
}

/** A date-time field, normalised to a UTC ISO string; left empty, it says `required` (else `invalid`). */
export const instantField = (invalid: string, required: string = invalid) =>
  z.string({ error: required }).transform((text, ctx) => {
    const date = parseInstant(text.trim());
    if (!date) {
      ctx.issues.push({ code: 'custom', message: text.trim() ? invalid : required, input: text });
      return z.NEVER;
    }
    return date.toISOString();
  });

/**
 * A bound of a period filter: a full date-time, or a bare date 'YYYY-MM-DD' meaning that Paris day's
 * midnight for a start and the following midnight for an end (so the end day is included).
 */
export const periodBoundField = (bound: 'start' | 'end', invalid: string) =>
  z
    .string({ error: invalid })
    .transform((text, ctx) => {
      const trimmed = text.trim();
      const dayStart = DATE_ONLY.test(trimmed) ? parseParisLocal(trimmed) : null;
      const date = dayStart && bound === 'end' ? nextParisMidnight(trimmed) : (dayStart ?? parseInstant(trimmed));
      if (!date) {
        ctx.issues.push({ code: 'custom', message: invalid, input: text });
        return z.NEVER;
      }
      return date.toISOString();
    })
    .optional();

function nextParisMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return fromParis(addCalendarDays({ year: year!, month: month!, day: date! }, 1));
}
