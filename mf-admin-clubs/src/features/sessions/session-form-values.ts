import {
  createTrainingSessionInputSchema,
  updateTrainingSessionInputSchema,
  toParis,
  TRAINING_SESSION_MESSAGES as M,
  TrainingSessionTypeSchema,
  type CreateTrainingSessionInput,
  type TrainingSession,
  type UpdateTrainingSessionInput,
} from '@club/contracts';
import { z } from 'zod';

const DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const TIME = /^(\d{1,2})[:hH](\d{2})$/;
const pad = (value: string | number) => String(value).padStart(2, '0');

const FORM_MESSAGES = {
  day: 'La date doit être au format jj/mm/aaaa',
  startTime: "L'heure de début doit être au format hh:mm",
  endTime: "L'heure de fin doit être au format hh:mm",
  until: 'Indiquez la date de la dernière séance au format jj/mm/aaaa',
  maxParticipants: M.maxParticipants,
} as const;

/** '24/03/2026' → '2026-03-24' (null when unreadable). */
function frenchDay(text: string): string | null {
  const match = DAY.exec(text.trim());
  return match ? `${match[3]}-${pad(match[2]!)}-${pad(match[1]!)}` : null;
}

/** '18h30' / '18:30' → '18:30' (null when unreadable). */
function frenchTime(text: string): string | null {
  const match = TIME.exec(text.trim());
  return match && Number(match[1]) < 24 && Number(match[2]) < 60 ? `${pad(match[1]!)}:${match[2]}` : null;
}

/** What the planner types: a Paris day and two Paris times (a session holds in one day), a weekly repeat, a room or a place. */
export const SessionFormFieldsSchema = z.object({
  title: z.string(),
  type: TrainingSessionTypeSchema,
  day: z.string().refine((text) => frenchDay(text) !== null, FORM_MESSAGES.day),
  startTime: z.string().refine((text) => frenchTime(text) !== null, FORM_MESSAGES.startTime),
  endTime: z.string().refine((text) => frenchTime(text) !== null, FORM_MESSAGES.endTime),
  repeat: z.boolean(),
  until: z.string(),
  roomId: z.string(),
  place: z.string(),
  coachIds: z.array(z.string()),
  maxParticipants: z.string().refine((text) => /^\s*\d*\s*$/.test(text), FORM_MESSAGES.maxParticipants),
  notes: z.string(),
});
export type SessionFormValues = z.infer<typeof SessionFormFieldsSchema>;

/** The API's field → the form's field that shows its message. */
export const FORM_FIELD_OF: Record<string, keyof SessionFormValues> = {
  title: 'title',
  type: 'type',
  startAt: 'startTime',
  endAt: 'endTime',
  'recurrence.until': 'until',
  roomId: 'roomId',
  place: 'place',
  coachIds: 'coachIds',
  maxParticipants: 'maxParticipants',
  notes: 'notes',
};

/** The API body of a plan; the form's fields are already readable. */
export function toCreateInput(values: SessionFormValues): CreateTrainingSessionInput {
  const day = frenchDay(values.day) ?? '';
  const max = values.maxParticipants.trim();
  const until = values.repeat ? frenchDay(values.until) : null;
  return {
    title: values.title,
    type: values.type,
    startAt: `${day}T${frenchTime(values.startTime) ?? ''}`,
    endAt: `${day}T${frenchTime(values.endTime) ?? ''}`,
    recurrence: values.repeat ? { until: until ?? values.until } : null,
    roomId: values.roomId || null,
    place: values.roomId ? null : values.place.trim() || null,
    coachIds: values.coachIds,
    maxParticipants: max ? Number(max) : null,
    notes: values.notes,
  };
}

type ContractIssue = { path: PropertyKey[]; message: string };

/** The contract's French messages, put back under the form's fields. */
function reportUnder(ctx: z.RefinementCtx, issues: readonly ContractIssue[]) {
  for (const issue of issues) {
    const field = FORM_FIELD_OF[issue.path.map(String).join('.')] ?? FORM_FIELD_OF[String(issue.path[0])];
    if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
}

const readable = (values: SessionFormValues) => frenchDay(values.day) !== null && frenchTime(values.startTime) !== null && frenchTime(values.endTime) !== null;

/**
 * The form's schema for a new plan: the fields' formats, then the shared contract on the API body (one source of
 * truth with the server).
 */
export const createSessionFormSchema = () =>
  SessionFormFieldsSchema.superRefine((values, ctx) => {
    if (values.repeat && frenchDay(values.until) === null) ctx.addIssue({ code: 'custom', path: ['until'], message: FORM_MESSAGES.until });
    if (!readable(values)) return;
    const result = createTrainingSessionInputSchema().safeParse(toCreateInput(values));
    if (!result.success) reportUnder(ctx, result.error.issues);
  });

/** The edit form's schema: the contract of an edit, on what changed. */
export const editSessionFormSchema = (session: TrainingSession) =>
  SessionFormFieldsSchema.superRefine((values, ctx) => {
    if (!readable(values)) return;
    if (Boolean(values.roomId) === Boolean(values.place.trim())) ctx.addIssue({ code: 'custom', path: ['place'], message: M.location });
    const result = updateTrainingSessionInputSchema().safeParse(toUpdateInput(session, values));
    if (!result.success) reportUnder(ctx, result.error.issues);
  });

const frenchDate = (instant: string) => {
  const { day, month, year } = toParis(new Date(instant));
  return `${pad(day)}/${pad(month)}/${year}`;
};
const frenchClock = (instant: string) => {
  const { hour, minute } = toParis(new Date(instant));
  return `${pad(hour)}:${pad(minute)}`;
};

export const emptySessionForm = (): SessionFormValues => ({
  title: '',
  type: 'training',
  day: '',
  startTime: '',
  endTime: '',
  repeat: false,
  until: '',
  roomId: '',
  place: '',
  coachIds: [],
  maxParticipants: '',
  notes: '',
});

/** An occurrence as its edit form shows it (Paris day and times). */
export const sessionFormValues = (session: TrainingSession): SessionFormValues => ({
  title: session.title,
  type: session.type,
  day: frenchDate(session.startAt),
  startTime: frenchClock(session.startAt),
  endTime: frenchClock(session.endAt),
  repeat: false,
  until: '',
  roomId: session.roomId ?? '',
  place: session.place ?? '',
  coachIds: session.coaches.map((coach) => coach.id),
  maxParticipants: session.maxParticipants === null ? '' : String(session.maxParticipants),
  notes: session.notes,
});

/** Only what changed, so that a past occurrence's notes or coaches can be edited without "in the future" on its dates. */
export function toUpdateInput(session: TrainingSession, values: SessionFormValues): UpdateTrainingSessionInput {
  const next = toCreateInput(values);
  const before = toCreateInput(sessionFormValues(session));
  const changes: UpdateTrainingSessionInput = {};
  if (next.title !== before.title) changes.title = next.title;
  if (next.type !== before.type) changes.type = next.type;
  if (next.startAt !== before.startAt || next.endAt !== before.endAt) {
    changes.startAt = next.startAt;
    changes.endAt = next.endAt;
  }
  if (next.roomId !== before.roomId || next.place !== before.place) {
    if (next.roomId) changes.roomId = next.roomId;
    else changes.place = next.place ?? null;
  }
  if ([...(next.coachIds ?? [])].sort().join() !== [...(before.coachIds ?? [])].sort().join()) changes.coachIds = next.coachIds ?? [];
  if (next.maxParticipants !== before.maxParticipants) changes.maxParticipants = next.maxParticipants ?? null;
  if (next.notes !== before.notes) changes.notes = next.notes ?? '';
  return changes;
}
