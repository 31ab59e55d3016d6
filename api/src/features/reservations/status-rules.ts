import {
  API_ERROR_CODES,
  canTransition,
  isBlockingStatus,
  isFinalStatus,
  RESERVATION_MESSAGES,
  RESERVATION_STATUS_LABELS,
  isAdminRole,
  type ReservationStatus,
} from '@club/contracts';
import { AppError, conflictError, forbiddenError, validationError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';

const INVALID_STATUS_TRANSITION = 'INVALID_STATUS_TRANSITION';

export interface ReservationState {
  title: string;
  startAt: string;
  endAt: string;
  status: ReservationStatus;
  bookerId: string;
}

export interface ReservationChanges {
  title?: string;
  startAt?: string;
  endAt?: string;
  status?: ReservationStatus;
}

/** A booker (not admin) may only retitle, move or cancel their own reservation while it is pending. */
function assertMayChange(actor: Actor, current: ReservationState, changes: ReservationChanges): void {
  if (isAdminRole(actor.role)) return;
  if (actor.id !== current.bookerId) throw forbiddenError();
  const allowedStatus = changes.status === undefined || changes.status === 'pending' || changes.status === 'cancelled';
  if (current.status !== 'pending' || !allowedStatus) throw new AppError(403, API_ERROR_CODES.forbidden, RESERVATION_MESSAGES.bookerPendingOnly);
}

/** Admins delete any reservation; a booker only their own pending one. */
export function assertMayDelete(actor: Actor, current: ReservationState): void {
  if (isAdminRole(actor.role)) return;
  if (actor.id !== current.bookerId) throw forbiddenError();
  if (current.status !== 'pending') throw new AppError(403, API_ERROR_CODES.forbidden, RESERVATION_MESSAGES.bookerPendingOnly);
}

export interface UpdatePlan {
  next: ReservationState;
  /** The slot must be checked again (opening hours, overlaps): it moved, or it starts holding its slot again. */
  checkSlot: boolean;
}

/**
 * Decides an edit (docs/decisions/032-reservation-status-transitions.md): who may make it, whether the
 * status change is allowed, and whether the resulting slot needs checking.
 */
export function planUpdate(actor: Actor, current: ReservationState, changes: ReservationChanges, now: Date): UpdatePlan {
  assertMayChange(actor, current, changes);
  if (isFinalStatus(current.status)) throw conflictError(RESERVATION_MESSAGES.finalStatus, INVALID_STATUS_TRANSITION);
  const next: ReservationState = { ...current, ...changes };
  if (!canTransition(current.status, next.status)) {
    const from = RESERVATION_STATUS_LABELS[current.status];
    const to = RESERVATION_STATUS_LABELS[next.status];
    throw conflictError(`Impossible de passer une réservation «\u00a0${from}\u00a0» à «\u00a0${to}\u00a0».`, INVALID_STATUS_TRANSITION);
  }
  const nowIso = now.toISOString();
  if (next.status === 'completed' && next.endAt > nowIso) throw conflictError(RESERVATION_MESSAGES.completedTooEarly, INVALID_STATUS_TRANSITION);
  if (next.status === 'no_show' && next.startAt > nowIso) throw conflictError(RESERVATION_MESSAGES.noShowTooEarly, INVALID_STATUS_TRANSITION);
  if (next.endAt <= next.startAt) throw validationError([{ path: 'endAt', message: RESERVATION_MESSAGES.endAfterStart }], RESERVATION_MESSAGES.endAfterStart);

  const moved = next.startAt !== current.startAt || next.endAt !== current.endAt;
  const reclaims = isBlockingStatus(next.status) && !isBlockingStatus(current.status);
  const checkSlot = isBlockingStatus(next.status) && (moved || reclaims);
  if (checkSlot && next.startAt <= nowIso) {
    throw validationError([{ path: 'startAt', message: RESERVATION_MESSAGES.startInFuture }], RESERVATION_MESSAGES.startInFuture);
  }
  return { next, checkSlot };
}
