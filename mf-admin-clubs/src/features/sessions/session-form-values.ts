import {
  createTrainingSessionInputSchema,
  updateTrainingSessionInputSchema,
  formatParisDate,
  formatParisTime,
  readWallClock,
  TRAINING_SESSION_MESSAGES as M,
  TrainingSessionTypeSchema,
  type CreateTrainingSessionInput,
  type TrainingSession,
  type UpdateTrainingSessionInput,
} from '@club/contracts';
import { z } from 'zod';

const TIME = /^(\d{2}):(\d{2})$/;

const FORM_MESSAGES = {
  dayRequired: 'La date est requise',
  day: 'La date est invalide',
  startTimeRequired: "L'heure de début est requise",
  startTime: "L'heure de début est invalide",
  endTimeRequired: "L'heure de fin est requise",
  endTime: "L'heure de fin est invalide",
  untilRequired: 'La date de la dernière séance est requise',
  until: 'La date de la dernière séance est invalide',
  maxParticipants: M.maxParticipants,
} as const;

/** A date picker's 'YYYY-MM-DD' (null when empty or impossible). */
const pickedDay = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) && readWallClock(text) ? text : null);

/** A time picker's 'HH:MM' (null when empty or impossible). */
function pickedTime(text: string): string | null {
  const match = TIME.exec(text);
  return match && Number(match[1]) < 24 && Number(match[2]) < 60 ? text : null;
}

/** What the planner picks: a Paris day and two Paris times (a session holds in one day), a weekly repeat, a room or a place. */
export const SessionFormFieldsSchema = z.object({
  title: z.string(),
  type: TrainingSessionTypeSchema,
  day: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  repeat: z.boolean(),
  until: z.string(),
  roomId: z.string(),
  place: z.string(),
  coachIds: z.array(z.string()),
  maxParticipants: z.string(),
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

/** The API body of a plan: the pickers' values are the Paris wall-clock texts the contract reads. */
export function toCreateInput(values: SessionFormValues): CreateTrainingSessionInput {
  const max = values.maxParticipants.trim();
  return {
    title: values.title,
    type: values.type,
    startAt: `${values.day}T${values.startTime}`,
    endAt: `${values.day}T${values.endTime}`,
    recurrence: values.repeat ? { until: values.until } : null,
    roomId: values.roomId || null,
    place: values.roomId ? null : values.place.trim() || null,
    coachIds: values.coachIds,
    maxParticipants: max ? Number(max) : null,
    notes: values.notes,
  };
}

type ContractIssue = { path: PropertyKey[]; message: string };

/**
 * Every field's own message, all at once (an empty field says it is required), then the contract's messages on the
 * fields still without one: submitting shows every error of the form together.
 */
function checkFields(
  values: SessionFormValues,
  ctx: z.RefinementCtx,
  contractIssues: (values: SessionFormValues) => readonly ContractIssue[],
  { oneLocation = false } = {},
) {
  const flagged = new Set<string>();
  const flag = (field: keyof SessionFormValues, message: string) => {
    if (flagged.has(field)) return;
    flagged.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message });
  };
  if (!values.title.trim()) flag('title', M.titleRequired);
  if (oneLocation && Boolean(values.roomId) === Boolean(values.place.trim())) flag('place', M.location);
  const picked = (field: 'day' | 'startTime' | 'endTime' | 'until', read: (text: string) => string | null) => {
    if (!values[field]) flag(field, FORM_MESSAGES[`${field}Required`]);
    else if (read(values[field]) === null) flag(field, FORM_MESSAGES[field]);
  };
  picked('day', pickedDay);
  picked('startTime', pickedTime);
  picked('endTime', pickedTime);
  if (values.repeat) picked('until', pickedDay);
  if (!/^\s*\d*\s*$/.test(values.maxParticipants)) flag('maxParticipants', FORM_MESSAGES.maxParticipants);
  // The contract reads the date-times only once they are readable; its other messages (title length, place…) always.
  const readable = !flagged.has('day') && !flagged.has('startTime') && !flagged.has('endTime') && !flagged.has('until');
  const probe = readable ? values : { ...values, day: '2999-01-04', startTime: '10:00', endTime: '11:00', until: '2999-01-04' };
  for (const issue of contractIssues(probe)) {
    const field = FORM_FIELD_OF[issue.path.map(String).join('.')] ?? FORM_FIELD_OF[String(issue.path[0])];
    if (!field || (!readable && ['startTime', 'endTime', 'until'].includes(field))) continue;
    flag(field, issue.message);
  }
}

/** The form's schema for a new plan: the fields' own checks, then the shared contract on the API body (one source of truth with the server). */
export const createSessionFormSchema = () =>
  SessionFormFieldsSchema.superRefine((values, ctx) =>
    checkFields(values, ctx, (probe) => createTrainingSessionInputSchema().safeParse(toCreateInput(probe)).error?.issues ?? []),
  );

/** The edit form's schema: the contract of an edit, on what changed. */
export const editSessionFormSchema = (session: TrainingSession) =>
  SessionFormFieldsSchema.superRefine((values, ctx) =>
    checkFields(values, ctx, (probe) => updateTrainingSessionInputSchema().safeParse(toUpdateInput(session, probe)).error?.issues ?? [], {
      oneLocation: true,
    }),
  );

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
  day: formatParisDate(new Date(session.startAt)),
  startTime: formatParisTime(new Date(session.startAt)),
  endTime: formatParisTime(new Date(session.endAt)),
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
