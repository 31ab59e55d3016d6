import { z } from 'zod';
import { formatDateTime } from './format';

const FRENCH_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(?:à\s+)?(\d{1,2})[:hH](\d{2})$/;
const pad = (value: string) => value.padStart(2, '0');

/**
 * '24/11/2026 18:00' (also '24/11/2026 à 18h00') → '2026-11-24T18:00', the Paris wall-clock form the
 * contracts read. Anything else is returned trimmed, for the contract to refuse with its own message.
 */
export function frenchToLocalDateTime(text: string): string {
  const trimmed = text.trim();
  const match = FRENCH_DATE_TIME.exec(trimmed);
  if (!match) return trimmed;
  const [, day, month, year, hour, minute] = match as unknown as [string, string, string, string, string, string];
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${minute}`;
}

/** An instant as typed in the form: '24/11/2026 18:00', Paris time. */
export const toFrenchDateTime = (instant: string) => formatDateTime(instant);

/**
 * The contract, reading the given fields as French date-times first. Browsers show a native
 * `datetime-local` in their own locale (mm/dd/yyyy on an English system); a text field typed
 * jj/mm/aaaa hh:mm is French everywhere. The result is only used as a form resolver schema: its input
 * and output types are the contract's.
 */
export function withFrenchDateTimes<S extends z.ZodType>(schema: S, fields: readonly string[]): S {
  const convert = (values: unknown) => {
    if (typeof values !== 'object' || values === null) return values;
    const copy: Record<string, unknown> = { ...values };
    for (const field of fields) if (typeof copy[field] === 'string') copy[field] = frenchToLocalDateTime(copy[field]);
    return copy;
  };
  return z.preprocess(convert, schema) as unknown as S;
}
