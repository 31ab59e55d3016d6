import { describeSlot, formatParisTime, TRAINING_SESSION_CONFLICT_CODE, type OpeningHours, type Occurrence } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, validationError } from '../../shared/app-error';
import { roomSlotProblem, type ResourceSchedule } from '../reservations/slot-rules';
import { coachSessionsBetween, roomReservationsBetween } from './training-sessions.repository';

/** Why one occurrence of a plan cannot be written. `overlap`: the room or a coach is taken (409); `rule`: opening hours (400). */
export interface PlanProblem {
  index: number;
  kind: 'overlap' | 'rule';
  message: string;
}

export interface Plan {
  occurrences: Occurrence[];
  room: ResourceSchedule | null;
  coaches: { id: string; name: string }[];
  /** When an occurrence is edited: itself and its own booking do not count. */
  exceptSessionId?: string;
  exceptReservationId?: string;
}

const overlaps = (a: Occurrence, b: { start_at: string; end_at: string }) => b.start_at < a.endAt && b.end_at > a.startAt;
const hours = (row: { start_at: string; end_at: string }) => `de ${formatParisTime(new Date(row.start_at))} à ${formatParisTime(new Date(row.end_at))}`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Every problem of every occurrence, found with two queries over the plan's whole span (a season of weekly
 * occurrences costs the same as one): the room's blocking bookings and the coaches' planned sessions.
 * Runs inside the write transaction, after the room and the coaches are locked (ADR 121).
 */
export async function findPlanProblems(db: Kysely<Database>, plan: Plan): Promise<PlanProblem[]> {
  const span = { start: plan.occurrences[0]!.startAt, end: plan.occurrences.at(-1)!.endAt };
  const roomBusy = plan.room ? await roomReservationsBetween(db, plan.room.id, span, plan.exceptReservationId) : [];
  const coachBusy = await coachSessionsBetween(
    db,
    plan.coaches.map((coach) => coach.id),
    span,
    plan.exceptSessionId,
  );
  const openingHours = plan.room ? (JSON.parse(plan.room.schedule) as OpeningHours) : null;
  const problems: PlanProblem[] = [];
  plan.occurrences.forEach((occurrence, index) => {
    for (const booking of roomBusy.filter((row) => overlaps(occurrence, row))) {
      problems.push({ index, kind: 'overlap', message: `la salle ${plan.room!.name} est déjà réservée ${hours(booking)} («\u00a0${booking.title}\u00a0»)` });
    }
    for (const busy of coachBusy.filter((row) => overlaps(occurrence, row))) {
      problems.push({ index, kind: 'overlap', message: `${busy.coach_name} encadre déjà «\u00a0${busy.title}\u00a0» (${busy.category_name}) ${hours(busy)}` });
    }
    const slot = openingHours && roomSlotProblem(openingHours, new Date(occurrence.startAt), new Date(occurrence.endAt));
    if (slot) problems.push({ index, kind: 'rule', message: lowerFirst(slot.message.replace(/\.$/, '')) });
  });
  return problems;
}

/**
 * One refusal listing every problem, by date, before anything is written: 409 when a room or a coach is
 * taken, 400 when only opening hours are in the way. `issues` holds one line per problem.
 */
export function planRefusal(plan: Plan, problems: PlanProblem[]): AppError {
  const lines = problems.map((problem) => ({
    path: `occurrences.${problem.index}`,
    message: `${describeSlot(plan.occurrences[problem.index]!)} : ${problem.message}.`,
  }));
  const dates = new Set(problems.map((problem) => problem.index)).size;
  const summary =
    plan.occurrences.length > 1
      ? `Rien n'a été planifié : ${dates} date${dates > 1 ? 's' : ''} sur ${plan.occurrences.length} pose${dates > 1 ? 'nt' : ''} problème.`
      : "La séance n'a pas été planifiée.";
  const message = `${summary} ${lines.map((line) => `Le ${line.message}`).join(' ')}`;
  if (problems.some((problem) => problem.kind === 'overlap')) return new AppError(409, TRAINING_SESSION_CONFLICT_CODE, message, { issues: lines });
  return validationError(lines, message);
}
