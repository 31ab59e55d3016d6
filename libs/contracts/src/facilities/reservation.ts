import { z } from '../zod';
import { requiredText, TimestampSchema } from './fields';
import { instantField, periodBoundField } from './instant';
import { booleanQuery, PageQuerySchema } from './paging';
import { ReservationStatusSchema } from './reservation-status';

/** Messages shared by room and minibus reservations (spec §5, §8). */
export const RESERVATION_MESSAGES = {
  titleRequired: 'Le titre est requis',
  titleTooLong: 'Le titre ne peut pas dépasser 255 caractères',
  startInvalid: 'La date de début est invalide',
  startRequired: 'La date de début est requise',
  endInvalid: 'La date de fin est invalide',
  endRequired: 'La date de fin est requise',
  startInFuture: 'La date de début doit être dans le futur',
  endAfterStart: 'La date de fin doit être postérieure à la date de début',
  bookerId: "L'ID du réservateur doit être un UUID valide",
  bookerLocked: "Le réservateur d'une réservation ne peut pas être modifié",
  bookerNotFound: "Ce réservateur n'existe pas",
  bookForYourself: 'Vous ne pouvez réserver que pour vous-même.',
  notFound: 'Réservation non trouvée (404).',
  periodStartInvalid: 'La date de début de la période est invalide',
  periodEndInvalid: 'La date de fin de la période est invalide',
  periodEndAfterStart: 'La date de fin de la période doit être postérieure à sa date de début',
  finalStatus: 'Une réservation annulée, terminée ou non présentée ne peut plus être modifiée.',
  completedTooEarly: "Une réservation ne peut être marquée « Terminée » qu'après sa fin.",
  noShowTooEarly: "Une réservation ne peut être marquée « Non présentée » qu'après son début.",
  bookerPendingOnly: 'Vous ne pouvez modifier que vos propres réservations en attente, et seulement pour les modifier ou les annuler.',
} as const;

export const reservationTitle = () => requiredText(255, RESERVATION_MESSAGES.titleRequired, RESERVATION_MESSAGES.titleTooLong);

/** startAt: a readable instant strictly after `now()` (the server passes its clock, the browser its own). */
export const futureStartField = (now: () => Date) =>
  instantField(RESERVATION_MESSAGES.startInvalid, RESERVATION_MESSAGES.startRequired).refine((iso) => iso > now().toISOString(), RESERVATION_MESSAGES.startInFuture);

export const endField = () => instantField(RESERVATION_MESSAGES.endInvalid, RESERVATION_MESSAGES.endRequired);

/** endAt after startAt, reported on endAt; silent when either is missing or unreadable (their own issue says so). */
export const endAfterStart = {
  check: (value: { startAt?: unknown; endAt?: unknown }) => typeof value.startAt !== 'string' || typeof value.endAt !== 'string' || value.endAt > value.startAt,
  issue: { path: ['endAt'], message: RESERVATION_MESSAGES.endAfterStart },
};

export const bookerIdField = () => z.uuid({ error: RESERVATION_MESSAGES.bookerId });
export const lockedField = (message: string) => z.never({ error: message }).optional();

/** Fields every reservation answer has. */
export const reservationEntityFields = {
  id: z.string(),
  title: z.string(),
  startAt: TimestampSchema,
  endAt: TimestampSchema,
  bookerId: z.string(),
  /** Display name of the booker, so lists need no user lookup. */
  bookerName: z.string(),
  status: ReservationStatusSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
};

/**
 * Reservation list queries: page, limit, startDate, endDate (ISO; a bare date covers that whole Paris day),
 * status, mine (only the caller's own bookings: a coach's « Mes réservations », ADR 170). A reservation is
 * listed when it overlaps the period. A missing bound is taken from the default window (see reservation-window.ts).
 */
export const ReservationListQuerySchema = PageQuerySchema.extend({
  startDate: periodBoundField('start', RESERVATION_MESSAGES.periodStartInvalid),
  endDate: periodBoundField('end', RESERVATION_MESSAGES.periodEndInvalid),
  status: ReservationStatusSchema.optional(),
  mine: booleanQuery(),
}).refine((query) => !query.startDate || !query.endDate || query.endDate > query.startDate, {
  path: ['endDate'],
  message: RESERVATION_MESSAGES.periodEndAfterStart,
});
export type ReservationListQuery = z.infer<typeof ReservationListQuerySchema>;
