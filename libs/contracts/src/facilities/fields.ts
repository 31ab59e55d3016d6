import { z } from '../zod';

/** A trimmed required text: missing and empty share one message, too long has its own. */
export const requiredText = (max: number, required: string, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A trimmed optional text bounded by `max`. */
export const boundedText = (max: number, tooLong: string) => z.string({ error: tooLong }).trim().max(max, tooLong);

/** Far above any real capacity, far below PostgreSQL's integer limit (2^31 - 1, a 500 once exceeded). */
const MAX_COUNT = 1_000_000;
const COUNT_TOO_LARGE = 'Ce nombre ne peut pas dépasser 1 000 000';

/** An integer ≥ `min` and ≤ MAX_COUNT (JSON number); NaN from an empty number input gets the `min` message. */
export const integerAtLeast = (min: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(MAX_COUNT, COUNT_TOO_LARGE);

export const DESCRIPTION_TOO_LONG = 'La description ne peut pas dépasser 500 caractères';
export const NAME_MESSAGES = { required: 'Le nom est requis', tooLong: 'Le nom ne peut pas dépasser 255 caractères' } as const;

export const nameField = () => requiredText(255, NAME_MESSAGES.required, NAME_MESSAGES.tooLong);
export const descriptionField = () => boundedText(500, DESCRIPTION_TOO_LONG);

/** Server timestamps: UTC ISO-8601 strings. */
export const TimestampSchema = z.string();
