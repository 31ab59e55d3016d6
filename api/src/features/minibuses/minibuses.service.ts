import { randomUUID } from 'node:crypto';
import { MINIBUS_MESSAGES, type CreateMinibusInput, type Minibus, type MinibusListQuery, type MinibusPage, type UpdateMinibusInput } from '@club/contracts';
import type { MinibusesTable } from '../../db/schema';
import { conflictError, notFoundError, validationError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { FACILITIES_ADMIN_ROLES, FACILITIES_READER_ROLES } from '../../shared/auth/facilities-access';
import { requireRole } from '../../shared/auth/require-actor';
import { toPage } from '../../shared/paging';
import type { Db, ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { inWriteTransaction } from '../../shared/write-transaction';
import { toMinibus, toMinibusRow } from './minibus-row';
import * as repository from './minibuses.repository';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}

const notFound = () => notFoundError(MINIBUS_MESSAGES.notFound);
const plateConflict = () => conflictError(MINIBUS_MESSAGES.licensePlateTaken);

/** Writes a minibus row, turning a duplicate plate (checked first, and raced at the unique index) into 409. */
async function savePlateChecked(db: Db, row: MinibusesTable, write: (db: Db, row: MinibusesTable) => Promise<void>) {
  if (await repository.plateTaken(db, row.license_plate, row.id)) throw plateConflict();
  try {
    await write(db, row);
  } catch (error) {
    throw isUniqueViolation(error) ? plateConflict() : error;
  }
}

export async function listMinibuses({ ctx, actor, input }: Call<MinibusListQuery>): Promise<MinibusPage> {
  requireRole(actor, FACILITIES_READER_ROLES);
  const { rows, total } = await repository.listMinibuses(ctx.db, input, input);
  return toPage(rows.map(toMinibus), total, input);
}

export async function getMinibus({ ctx, actor, input }: Call<{ id: string }>): Promise<Minibus> {
  requireRole(actor, FACILITIES_READER_ROLES);
  const row = await repository.findMinibus(ctx.db, input.id);
  if (!row) throw notFound();
  return toMinibus(row);
}

export async function createMinibus({ ctx, actor, input }: Call<CreateMinibusInput>): Promise<Minibus> {
  requireRole(actor, FACILITIES_ADMIN_ROLES);
  const now = ctx.now().toISOString();
  const row = toMinibusRow(randomUUID(), input, now, now);
  await inWriteTransaction(ctx, (db) => savePlateChecked(db, row, repository.insertMinibus));
  return toMinibus(row);
}

export async function updateMinibus({ ctx, actor, input }: Call<{ id: string; changes: UpdateMinibusInput }>): Promise<Minibus> {
  requireRole(actor, FACILITIES_ADMIN_ROLES);
  return inWriteTransaction(ctx, async (db) => {
    const current = await repository.lockMinibus(db, ctx.dialect, input.id);
    if (!current) throw notFound();
    const merged = { ...toMinibus(current), ...input.changes };
    // The contract checks the seats when both come together; here one of them may be the stored value.
    if (merged.disabledPersonCapacity > merged.capacity) {
      throw validationError([{ path: 'disabledPersonCapacity', message: MINIBUS_MESSAGES.disabledAboveCapacity }]);
    }
    const row = toMinibusRow(current.id, merged, current.created_at, ctx.now().toISOString());
    await savePlateChecked(db, row, repository.updateMinibus);
    return toMinibus(row);
  });
}

/** Refused (409) while upcoming pending or confirmed reservations exist; otherwise goes with its history. */
export async function deleteMinibus({ ctx, actor, input }: Call<{ id: string }>): Promise<void> {
  requireRole(actor, FACILITIES_ADMIN_ROLES);
  await inWriteTransaction(ctx, async (db) => {
    if (!(await repository.lockMinibus(db, ctx.dialect, input.id))) throw notFound();
    const upcoming = await repository.countUpcomingReservations(db, input.id, ctx.now().toISOString());
    if (upcoming > 0) throw conflictError(MINIBUS_MESSAGES.hasUpcomingReservations);
    await repository.deleteMinibus(db, input.id);
  });
}
