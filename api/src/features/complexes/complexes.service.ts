import { randomUUID } from 'node:crypto';
import { COMPLEX_MESSAGES, type Complex, type ComplexListQuery, type ComplexPage, type CreateComplexInput, type UpdateComplexInput } from '@club/contracts';
import { conflictError, notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { FACILITIES_ADMIN_ROLES, FACILITIES_READER_ROLES } from '../../shared/auth/facilities-access';
import { requireRole } from '../../shared/auth/require-actor';
import { toPage } from '../../shared/paging';
import type { ServiceContext } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import { toComplex, toComplexRow } from './complex-row';
import * as repository from './complexes.repository';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}

const notFound = () => notFoundError(COMPLEX_MESSAGES.notFound);

export async function listComplexes({ ctx, actor, input }: Call<ComplexListQuery>): Promise<ComplexPage> {
  requireRole(actor, FACILITIES_READER_ROLES);
  const { rows, total } = await repository.listComplexes(ctx.db, input, input);
  return toPage(rows.map(toComplex), total, input);
}

export async function getComplex({ ctx, actor, input }: Call<{ id: string }>): Promise<Complex> {
  requireRole(actor, FACILITIES_READER_ROLES);
  const row = await repository.findComplex(ctx.db, input.id);
  if (!row) throw notFound();
  return toComplex(row);
}

export async function createComplex({ ctx, actor, input }: Call<CreateComplexInput>): Promise<Complex> {
  requireRole(actor, FACILITIES_ADMIN_ROLES);
  const now = ctx.now().toISOString();
  const row = toComplexRow(randomUUID(), input, now, now);
  await repository.insertComplex(ctx.db, row);
  return toComplex(row);
}

export async function updateComplex({ ctx, actor, input }: Call<{ id: string; changes: UpdateComplexInput }>): Promise<Complex> {
  requireRole(actor, FACILITIES_ADMIN_ROLES);
  return inWriteTransaction(ctx, async (db) => {
    // Locked: two concurrent partial edits must not overwrite each other's fields.
    const current = await repository.lockComplex(db, ctx.dialect, input.id);
    if (!current) throw notFound();
    const merged = { ...toComplex(current), ...input.changes };
    const row = toComplexRow(current.id, merged, current.created_at, ctx.now().toISOString());
    await repository.updateComplex(db, row);
    return toComplex(row);
  });
}

/** Refused (409) while the complex still has rooms: deleting them is a separate, deliberate step. */
export async function deleteComplex({ ctx, actor, input }: Call<{ id: string }>): Promise<void> {
  requireRole(actor, FACILITIES_ADMIN_ROLES);
  await inWriteTransaction(ctx, async (db) => {
    if (!(await repository.lockComplex(db, ctx.dialect, input.id))) throw notFound();
    if ((await repository.countRoomsOfComplex(db, input.id)) > 0) throw conflictError(COMPLEX_MESSAGES.hasRooms);
    await repository.deleteComplex(db, input.id);
  });
}
