import { randomUUID } from 'node:crypto';
import {
  API_ERROR_CODES,
  RESERVATION_MESSAGES,
  TRAINING_SESSION_MESSAGES,
  reservationBoundsProblem,
  resolvePeriod,
  isAdminRole,
  type Paged,
  type ReservationListQuery,
  type ReservationStatus,
} from '@club/contracts';
import { AppError, conflictError, notFoundError, validationError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { BOOKER_ROLES, FACILITIES_READER_ROLES } from '../../shared/auth/facilities-access';
import { requireRole } from '../../shared/auth/require-actor';
import { toPage } from '../../shared/paging';
import type { Db, ServiceContext } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import type { ReservationKind } from './reservation-kinds';
import * as repository from './reservations.repository';
import type { ResourceSchedule } from './slot-rules';
import { assertMayDelete, planUpdate, type ReservationChanges, type ReservationState } from './status-rules';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}

export interface NewReservation {
  title: string;
  startAt: string;
  endAt: string;
  resourceId: string;
  /** Only admins book for someone else; others may leave it out or give their own id. */
  bookerId?: string | undefined;
}

const invalid = (path: string, message: string) => validationError([{ path, message }], message);

/**
 * Lists reservations overlapping a period (default: the kind's window), of one resource when `resourceId` is given,
 * only the caller's own when `mine` is set (ADR 170).
 */
export async function listReservations<Entity>(
  kind: ReservationKind<Entity>,
  { ctx, actor, input }: Call<ReservationListQuery & { resourceId?: string }>,
): Promise<Paged<Entity>> {
  const reader = requireRole(actor, FACILITIES_READER_ROLES);
  if (input.resourceId && !(await repository.resourceExists(ctx.db, kind.resourceTable, input.resourceId))) {
    throw notFoundError(kind.messages.resourceNotFound);
  }
  const period = resolvePeriod(input, kind.defaultPeriod(ctx.now()));
  const filter = { resourceId: input.resourceId, start: period.start, end: period.end, status: input.status, bookerId: input.mine ? reader.id : undefined };
  const { rows, total } = await repository.listReservations(ctx.db, kind, filter, input);
  return toPage(rows.map(kind.toEntity), total, input);
}

export async function getReservation<Entity>(kind: ReservationKind<Entity>, { ctx, actor, input }: Call<{ id: string }>): Promise<Entity> {
  requireRole(actor, FACILITIES_READER_ROLES);
  const view = await repository.findReservationView(ctx.db, kind, input.id);
  if (!view) throw notFoundError(kind.messages.notFound);
  return kind.toEntity(view);
}

/** Horizon and longest slot: constant work, so that no date sent makes the slot rules loop for long (ADR 086). */
function assertWithinBounds<Entity>(kind: ReservationKind<Entity>, slot: { startAt: string; endAt: string }, now: Date): void {
  const problem = reservationBoundsProblem(kind.limits, slot, now);
  if (problem) throw invalid(problem.path, problem.message);
}

/**
 * Overlaps with blocking reservations first (one indexed query: a taken slot is refused cheaply), then
 * opening hours / disponibility (`exceptId`: the one being edited). The slot is already within bounds.
 */
async function assertSlotFree<Entity>(
  db: Db,
  kind: ReservationKind<Entity>,
  resource: ResourceSchedule,
  slot: { startAt: string; endAt: string; exceptId?: string },
  conflictMessage: string,
): Promise<void> {
  const overlap = await repository.findOverlap(db, kind.table, { resourceId: resource.id, start: slot.startAt, end: slot.endAt, exceptId: slot.exceptId });
  if (overlap) throw conflictError(conflictMessage);
  const problem = kind.slotProblem(resource, new Date(slot.startAt), new Date(slot.endAt));
  if (problem) throw invalid(problem.path, problem.message);
}

/**
 * Books a slot. The resource is locked, the slot checked and the row inserted in one write transaction,
 * so that of two overlapping requests exactly one wins (docs/decisions/031-reservation-concurrency.md).
 */
export async function createReservation<Entity>(kind: ReservationKind<Entity>, { ctx, actor, input }: Call<NewReservation>): Promise<Entity> {
  const booker = requireRole(actor, BOOKER_ROLES);
  if (!isAdminRole(booker.role) && input.bookerId !== undefined && input.bookerId !== booker.id) {
    throw new AppError(403, API_ERROR_CODES.forbidden, RESERVATION_MESSAGES.bookForYourself);
  }
  const bookerId = input.bookerId ?? booker.id;
  const now = ctx.now().toISOString();
  if (input.startAt <= now) throw invalid('startAt', RESERVATION_MESSAGES.startInFuture);
  if (input.endAt <= input.startAt) throw invalid('endAt', RESERVATION_MESSAGES.endAfterStart);
  assertWithinBounds(kind, input, ctx.now());

  return inWriteTransaction(ctx, async (db) => {
    const resource = await repository.lockResource(db, ctx.dialect, kind.resourceTable, input.resourceId);
    if (!resource) throw invalid(kind.resourceField, kind.messages.unknownResource);
    const bookerName = bookerId === booker.id ? booker.name : await repository.findUserName(db, bookerId);
    if (bookerName === undefined) throw invalid('bookerId', RESERVATION_MESSAGES.bookerNotFound);
    await assertSlotFree(db, kind, resource, input, kind.messages.conflict);
    const row = {
      id: randomUUID(),
      resource_id: resource.id,
      booker_id: bookerId,
      title: input.title,
      start_at: input.startAt,
      end_at: input.endAt,
      status: 'pending' as ReservationStatus,
      created_at: now,
      updated_at: now,
    };
    await repository.insertReservation(db, kind.table, row);
    return kind.toEntity({ ...row, resource_name: resource.name, booker_name: bookerName, training_session_id: null });
  });
}

/** A room booking held by a training session follows the session: it is changed or freed from the session (ADR 121). */
function assertNotHeldBySession(row: { training_session_id?: string | null }): void {
  if (row.training_session_id) throw conflictError(TRAINING_SESSION_MESSAGES.heldByRoomReservation);
}

const stateOf = (row: { title: string; start_at: string; end_at: string; status: ReservationStatus; booker_id: string }): ReservationState => ({
  title: row.title,
  startAt: row.start_at,
  endAt: row.end_at,
  status: row.status,
  bookerId: row.booker_id,
});

/** Edits title, slot and/or status under the rules of status-rules.ts; a moved slot is checked like a new one. */
export async function updateReservation<Entity>(
  kind: ReservationKind<Entity>,
  { ctx, actor, input }: Call<{ id: string; changes: ReservationChanges }>,
): Promise<Entity> {
  const editor = requireRole(actor, BOOKER_ROLES);
  return inWriteTransaction(ctx, async (db) => {
    const found = await repository.findReservation(db, ctx.dialect, kind.table, input.id);
    if (!found) throw notFoundError(kind.messages.updateNotFound);
    // Resource first, then the reservation: the same lock order as bookings, so no deadlock.
    const resource = await repository.lockResource(db, ctx.dialect, kind.resourceTable, found.resource_id);
    const current = await repository.findReservation(db, ctx.dialect, kind.table, input.id, true);
    if (!resource || !current) throw notFoundError(kind.messages.updateNotFound);
    assertNotHeldBySession(current);
    const { next, checkSlot } = planUpdate(editor, stateOf(current), input.changes, ctx.now());
    if (checkSlot || next.startAt !== current.start_at || next.endAt !== current.end_at) assertWithinBounds(kind, next, ctx.now());
    if (checkSlot) await assertSlotFree(db, kind, resource, { ...next, exceptId: current.id }, kind.messages.updateConflict);
    const updatedAt = ctx.now().toISOString();
    await repository.updateReservation(db, kind.table, current.id, {
      title: next.title,
      start_at: next.startAt,
      end_at: next.endAt,
      status: next.status,
      updated_at: updatedAt,
    });
    const view = await repository.findReservationView(db, kind, current.id);
    if (!view) throw notFoundError(kind.messages.updateNotFound);
    return kind.toEntity(view);
  });
}

export async function deleteReservation<Entity>(kind: ReservationKind<Entity>, { ctx, actor, input }: Call<{ id: string }>): Promise<void> {
  const editor = requireRole(actor, BOOKER_ROLES);
  await inWriteTransaction(ctx, async (db) => {
    const current = await repository.findReservation(db, ctx.dialect, kind.table, input.id, true);
    if (!current) throw notFoundError(kind.messages.updateNotFound);
    assertNotHeldBySession(current);
    assertMayDelete(editor, stateOf(current));
    await repository.deleteReservation(db, kind.table, current.id);
  });
}

/** A training session's room, locked for the transaction that books it (training sessions plan in rooms). */
export const lockRoom = (db: Db, dialect: ServiceContext['dialect'], roomId: string): Promise<ResourceSchedule | undefined> =>
  repository.lockResource(db, dialect, 'rooms', roomId);
