import { randomUUID } from 'node:crypto';
import {
  COMPLEX_MESSAGES,
  ROOM_MESSAGES,
  type CreateRoomInput,
  type PageQuery,
  type Room,
  type RoomListQuery,
  type RoomPage,
  type UpdateRoomInput,
} from '@club/contracts';
import { conflictError, notFoundError, validationError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { FACILITIES_ADMIN_ROLES, FACILITIES_READER_ROLES } from '../../shared/auth/facilities-access';
import { requireRole } from '../../shared/auth/require-actor';
import { toPage } from '../../shared/paging';
import type { ServiceContext } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import { toRoom, toRoomRow } from './room-row';
import * as repository from './rooms.repository';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}

const notFound = () => notFoundError(ROOM_MESSAGES.notFound);

export async function listRooms({ ctx, actor, input }: Call<RoomListQuery>): Promise<RoomPage> {
  requireRole(actor, FACILITIES_READER_ROLES);
  const { rows, total } = await repository.listRooms(ctx.db, input, input);
  return toPage(rows.map(toRoom), total, input);
}

/** `GET /complexes/{id}/rooms`: 404 for an unknown complex (the client shows an empty list, spec §8). */
export async function listRoomsOfComplex({ ctx, actor, input }: Call<PageQuery & { complexId: string }>): Promise<RoomPage> {
  requireRole(actor, FACILITIES_READER_ROLES);
  if (!(await repository.complexExists(ctx.db, input.complexId))) throw notFoundError(COMPLEX_MESSAGES.notFound);
  const { rows, total } = await repository.listRooms(ctx.db, { complexId: input.complexId }, input);
  return toPage(rows.map(toRoom), total, input);
}

export async function getRoom({ ctx, actor, input }: Call<{ id: string }>): Promise<Room> {
  requireRole(actor, FACILITIES_READER_ROLES);
  const row = await repository.findRoom(ctx.db, input.id);
  if (!row) throw notFound();
  return toRoom(row);
}

export async function createRoom({ ctx, actor, input }: Call<CreateRoomInput>): Promise<Room> {
  requireRole(actor, FACILITIES_ADMIN_ROLES);
  return inWriteTransaction(ctx, async (db) => {
    const complexName = await repository.findComplexName(db, ctx.dialect, input.complexId);
    if (complexName === undefined) {
      throw validationError([{ path: 'complexId', message: ROOM_MESSAGES.complexNotFound }], ROOM_MESSAGES.complexNotFound);
    }
    const now = ctx.now().toISOString();
    const row = toRoomRow(randomUUID(), input, now, now);
    await repository.insertRoom(db, row);
    return toRoom({ ...row, complex_name: complexName });
  });
}

/** Only the given fields change; the complex never does (the contract refuses `complexId`). */
export async function updateRoom({ ctx, actor, input }: Call<{ id: string; changes: UpdateRoomInput }>): Promise<Room> {
  requireRole(actor, FACILITIES_ADMIN_ROLES);
  const { complexId: _locked, ...changes } = input.changes;
  return inWriteTransaction(ctx, async (db) => {
    // Locked: two concurrent partial edits must not overwrite each other's fields.
    const current = (await repository.lockRoom(db, ctx.dialect, input.id)) && (await repository.findRoom(db, input.id));
    if (!current) throw notFound();
    const row = toRoomRow(current.id, { ...toRoom(current), ...changes }, current.created_at, ctx.now().toISOString());
    await repository.updateRoom(db, row);
    return toRoom({ ...row, complex_name: current.complex_name });
  });
}

/**
 * Refused (409) while upcoming pending or confirmed reservations exist; otherwise the room goes with its
 * reservation history (docs/decisions/034-facilities-deletion.md).
 */
export async function deleteRoom({ ctx, actor, input }: Call<{ id: string }>): Promise<void> {
  requireRole(actor, FACILITIES_ADMIN_ROLES);
  await inWriteTransaction(ctx, async (db) => {
    if (!(await repository.lockRoom(db, ctx.dialect, input.id))) throw notFound();
    const upcoming = await repository.countUpcomingReservations(db, input.id, ctx.now().toISOString());
    if (upcoming > 0) throw conflictError(ROOM_MESSAGES.hasUpcomingReservations);
    await repository.deleteRoom(db, input.id);
  });
}
