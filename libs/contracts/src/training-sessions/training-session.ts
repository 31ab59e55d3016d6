import { z } from '../zod';
import { boundedText, requiredText, TimestampSchema } from '../facilities/fields';
import { instantField, periodBoundField } from '../facilities/instant';
import { PageQuerySchema, pagedResponseSchema } from '../facilities/paging';
import { formatParisDate, readWallClock } from '../facilities/paris-time';
import { reservationBoundsProblem, ROOM_RESERVATION_LIMITS } from '../facilities/reservation-limits';
import { MAX_OCCURRENCES, weeklyOccurrences } from './session-conflicts';

/** Kinds of session, stored as codes (ADR 120); French labels for every screen. */
export const TRAINING_SESSION_TYPES = ['training', 'match', 'camp', 'meeting', 'other'] as const;
export type TrainingSessionType = (typeof TRAINING_SESSION_TYPES)[number];
export const TRAINING_SESSION_TYPE_LABELS: Record<TrainingSessionType, string> = {
  training: 'Entraînement',
  match: 'Match',
  camp: 'Stage',
  meeting: 'Réunion',
  other: 'Autre',
};

export const TRAINING_SESSION_STATUSES = ['planned', 'cancelled', 'completed'] as const;
export type TrainingSessionStatus = (typeof TRAINING_SESSION_STATUSES)[number];
export const TRAINING_SESSION_STATUS_LABELS: Record<TrainingSessionStatus, string> = {
  planned: 'Planifiée',
  cancelled: 'Annulée',
  completed: 'Terminée',
};

export const MAX_COACHES = 10;

export const TRAINING_SESSION_MESSAGES = {
  titleRequired: 'Le titre est requis',
  titleTooLong: 'Le titre ne peut pas dépasser 255 caractères',
  type: 'Le type doit être entraînement, match, stage, réunion ou autre',
  status: 'Le statut doit être planifiée, annulée ou terminée',
  startInvalid: 'La date de début est invalide',
  startRequired: 'La date de début est requise',
  endInvalid: 'La date de fin est invalide',
  endRequired: 'La date de fin est requise',
  startInFuture: 'La date de début doit être dans le futur',
  endAfterStart: 'La date de fin doit être postérieure à la date de début',
  sameDay: 'Une séance doit commencer et finir le même jour.',
  roomId: "L'ID de la salle doit être un UUID valide",
  roomNotFound: "Cette salle n'existe pas",
  placeTooLong: 'Le lieu ne peut pas dépasser 255 caractères',
  location: 'Choisissez une salle ou indiquez un lieu (pas les deux)',
  coachId: "L'ID d'un entraîneur doit être un UUID valide",
  coachesTooMany: `Une séance compte au plus ${MAX_COACHES} entraîneurs`,
  coachesDuplicate: "Un entraîneur ne peut être indiqué qu'une fois",
  maxParticipants: 'Le nombre maximal de participants doit être un entier entre 1 et 1000',
  notesTooLong: 'Les notes ne peuvent pas dépasser 2000 caractères',
  untilInvalid: 'La date de fin de récurrence est invalide (AAAA-MM-JJ)',
  untilAfterStart: 'La date de fin de récurrence doit être postérieure ou égale au jour de la première séance',
  tooManyOccurrences: `Une récurrence ne peut pas compter plus de ${MAX_OCCURRENCES} séances`,
  notFound: 'Séance non trouvée (404).',
  categoryNotFound: 'Catégorie non trouvée (404).',
  sectionNotFound: 'Section non trouvée (404).',
  clubNotFound: 'Club non trouvé (404).',
  notYourCategory: 'Vous ne pouvez gérer que les séances des catégories dont vous êtes responsable ou entraîneur.',
  notYourReading: 'Vous ne pouvez consulter que les séances de vos catégories.',
  cancelledFinal: 'Une séance annulée ne peut plus être modifiée.',
  completedTooEarly: "Une séance ne peut être marquée « Terminée » qu'après sa fin.",
  attendanceTooEarly: "Présent et absent se notent à partir du jour de la séance (« Excusé » peut être noté à l'avance).",
  attendanceCancelled: 'Une séance annulée ne se pointe pas.',
  attendanceStatus: 'La présence doit être présent, absent ou excusé',
  attendanceUser: "L'ID d'un participant doit être un UUID valide",
  attendanceEmpty: 'Indiquez au moins une présence',
  notAParticipant: "Cette personne n'est pas membre de la catégorie de la séance.",
  heldByRoomReservation: "Cette réservation est celle d'une séance d'entraînement : modifiez ou annulez la séance elle-même.",
  registrationFull: 'Cette séance est complète.',
  registrationClosed: "On ne peut s'inscrire qu'à une séance planifiée à venir.",
  periodStartInvalid: 'La date de début de la période est invalide',
  periodEndInvalid: 'La date de fin de la période est invalide',
  periodEndAfterStart: 'La date de fin de la période doit être postérieure à sa date de début',
  periodTooLong: 'La période ne peut pas dépasser 366 jours',
} as const;

const M = TRAINING_SESSION_MESSAGES;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const TrainingSessionTypeSchema = z.enum(TRAINING_SESSION_TYPES, { error: M.type });
export const TrainingSessionStatusSchema = z.enum(TRAINING_SESSION_STATUSES, { error: M.status });

const coachIdsField = () =>
  z
    .array(z.uuid({ error: M.coachId }), { error: M.coachId })
    .max(MAX_COACHES, M.coachesTooMany)
    .refine((ids) => new Set(ids).size === ids.length, M.coachesDuplicate);
const maxParticipantsField = () => z.number({ error: M.maxParticipants }).int(M.maxParticipants).min(1, M.maxParticipants).max(1000, M.maxParticipants).nullable();
const placeField = () =>
  boundedText(255, M.placeTooLong)
    .nullable()
    .transform((value) => value || null);
const notesField = () => boundedText(2000, M.notesTooLong);
const untilField = () =>
  z
    .string({ error: M.untilInvalid })
    .trim()
    .refine((text) => DATE_ONLY.test(text) && readWallClock(text) !== null, M.untilInvalid);

type Slot = { startAt?: unknown; endAt?: unknown };
/** endAt after startAt, within the room bounds (2 years ahead, 24 h); silent when a date is unreadable. */
const slotRules = (now: () => Date) => (value: Slot, ctx: z.RefinementCtx) => {
  if (typeof value.startAt !== 'string' || typeof value.endAt !== 'string') return;
  if (value.endAt <= value.startAt) {
    ctx.addIssue({ code: 'custom', path: ['endAt'], message: M.endAfterStart });
    return;
  }
  const problem = reservationBoundsProblem(
    { ...ROOM_RESERVATION_LIMITS, tooLong: 'Une séance ne peut pas dépasser 24 heures.' },
    { startAt: value.startAt, endAt: value.endAt },
    now(),
  );
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
};

/** The last day is not before the first session's day, and the recurrence stays within MAX_OCCURRENCES. */
function recurrenceRules(value: { startAt?: unknown; endAt?: unknown; recurrence?: { until: string } | null }, ctx: z.RefinementCtx) {
  const until = value.recurrence?.until;
  if (!until || typeof value.startAt !== 'string' || typeof value.endAt !== 'string') return;
  if (until < formatParisDate(new Date(value.startAt))) {
    ctx.addIssue({ code: 'custom', path: ['recurrence', 'until'], message: M.untilAfterStart });
  } else if (weeklyOccurrences({ startAt: value.startAt, endAt: value.endAt }, until).length > MAX_OCCURRENCES) {
    ctx.addIssue({ code: 'custom', path: ['recurrence', 'until'], message: M.tooManyOccurrences });
  }
}

/** A room or a free-text place, not both; at least one (reported on `place`, the field a form shows second). */
const oneLocation = (value: { roomId?: string | null; place?: string | null }) => Boolean(value.roomId) !== Boolean(value.place);

/**
 * `POST /api/categories/{id}/sessions`. `recurrence.until` (a Paris day, included) repeats the session every
 * week at the same Paris time; each occurrence is then edited or cancelled alone.
 */
export const createTrainingSessionInputSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      title: requiredText(255, M.titleRequired, M.titleTooLong),
      type: TrainingSessionTypeSchema,
      startAt: instantField(M.startInvalid, M.startRequired).refine((iso) => iso > now().toISOString(), M.startInFuture),
      endAt: instantField(M.endInvalid, M.endRequired),
      recurrence: z.object({ until: untilField() }, { error: M.untilInvalid }).nullable().optional(),
      roomId: z.uuid({ error: M.roomId }).nullable().optional(),
      place: placeField().optional(),
      coachIds: coachIdsField().default([]),
      maxParticipants: maxParticipantsField().optional(),
      notes: notesField().default(''),
    })
    .superRefine(slotRules(now))
    .superRefine(recurrenceRules)
    .refine(oneLocation, { path: ['place'], message: M.location });
export const CreateTrainingSessionInputSchema = createTrainingSessionInputSchema();
export type CreateTrainingSessionInput = z.input<typeof CreateTrainingSessionInputSchema>;

/** `PUT /api/training-sessions/{id}`: one occurrence, partial. A new slot must be in the future. */
export const updateTrainingSessionInputSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      title: requiredText(255, M.titleRequired, M.titleTooLong).optional(),
      type: TrainingSessionTypeSchema.optional(),
      startAt: instantField(M.startInvalid, M.startRequired)
        .refine((iso) => iso > now().toISOString(), M.startInFuture)
        .optional(),
      endAt: instantField(M.endInvalid, M.endRequired).optional(),
      roomId: z.uuid({ error: M.roomId }).nullable().optional(),
      place: placeField().optional(),
      coachIds: coachIdsField().optional(),
      maxParticipants: maxParticipantsField().optional(),
      notes: notesField().optional(),
      status: TrainingSessionStatusSchema.optional(),
    })
    .superRefine(slotRules(now));
export const UpdateTrainingSessionInputSchema = updateTrainingSessionInputSchema();
export type UpdateTrainingSessionInput = z.input<typeof UpdateTrainingSessionInputSchema>;

const PERIOD_MAX_MS = 366 * 24 * 3_600_000;
/** Lists of a category, a section or a club: sessions overlapping the period (default: the current Paris week). */
export const TrainingSessionListQuerySchema = PageQuerySchema.extend({
  startDate: periodBoundField('start', M.periodStartInvalid),
  endDate: periodBoundField('end', M.periodEndInvalid),
  status: TrainingSessionStatusSchema.optional(),
  categoryId: z.uuid({ error: 'ID de catégorie invalide' }).optional(),
})
  .refine((query) => !query.startDate || !query.endDate || query.endDate > query.startDate, { path: ['endDate'], message: M.periodEndAfterStart })
  .refine((query) => !query.startDate || !query.endDate || Date.parse(query.endDate) - Date.parse(query.startDate) <= PERIOD_MAX_MS, {
    path: ['endDate'],
    message: M.periodTooLong,
  });
export type TrainingSessionListQuery = z.infer<typeof TrainingSessionListQuerySchema>;

export const PersonRefSchema = z.object({ id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof PersonRefSchema>;

export const TrainingSessionSchema = z.object({
  id: z.string(),
  clubId: z.string().nullable(),
  sectionId: z.string(),
  sectionName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  seriesId: z.string().nullable(),
  title: z.string(),
  type: TrainingSessionTypeSchema,
  startAt: TimestampSchema,
  endAt: TimestampSchema,
  roomId: z.string().nullable(),
  roomName: z.string().nullable(),
  place: z.string().nullable(),
  /** The room reservation the session holds while planned in a room. */
  reservationId: z.string().nullable(),
  maxParticipants: z.number().int().nullable(),
  registeredCount: z.number().int(),
  status: TrainingSessionStatusSchema,
  notes: z.string(),
  coaches: z.array(PersonRefSchema),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type TrainingSession = z.infer<typeof TrainingSessionSchema>;

/** The club, section and category a list is about, for its page's title and breadcrumbs. */
export const SessionScopeSchema = z.object({
  clubId: z.string().nullable(),
  clubName: z.string().nullable(),
  sectionId: z.string().nullable(),
  sectionName: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
});
export type SessionScope = z.infer<typeof SessionScopeSchema>;

/** A page of sessions and the scope it belongs to. */
export const TrainingSessionPageSchema = pagedResponseSchema(TrainingSessionSchema).extend({ scope: SessionScopeSchema });
export type TrainingSessionPage = z.infer<typeof TrainingSessionPageSchema>;

/** `POST` answers every occurrence created. */
export const CreatedTrainingSessionsSchema = z.object({ data: z.array(TrainingSessionSchema) });
export type CreatedTrainingSessions = z.infer<typeof CreatedTrainingSessionsSchema>;

/**
 * A category named with its section, « Football U13 »: a coach of football and basket U13 tells them apart.
 * Wherever a session is named by its category, it is named this way.
 */
export const categoryWithSection = (names: { sectionName: string; categoryName: string }) => `${names.sectionName} ${names.categoryName}`;
