import { randomUUID } from 'node:crypto';
import { CLUB_MESSAGES, type Club, type ClubListQuery, type ClubPage, type CreateClubInput, type UpdateClubInput } from '@club/contracts';
import { conflictError, notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { toPage } from '../../shared/paging';
import type { Db, ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { inWriteTransaction } from '../../shared/write-transaction';
import { CLUB_READER_ROLES, requireClubAdmin } from '../responsibilities/club-authorisation';
import { clubFieldsOf, toClub, toClubRow } from './club-row';
import * as repository from './clubs.repository';
import { dependentsRefusal } from './dependents';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}

const clubNotFound = () => notFoundError(CLUB_MESSAGES.notFound);

/** A taken name is a 409 with its French message, whichever request wrote it first. */
async function uniqueName<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictError(CLUB_MESSAGES.nameTaken);
    throw error;
  }
}

/** For the features under a club (sections, categories): 404 when the club does not exist. */
export async function requireClubExists(db: Db, clubId: string): Promise<void> {
  if (!(await repository.findClub(db, clubId))) throw clubNotFound();
}

export async function listClubs({ ctx, actor, input }: Call<ClubListQuery>): Promise<ClubPage> {
  requireRole(actor, CLUB_READER_ROLES);
  const { rows, total } = await repository.listClubs(ctx.db, input);
  return toPage(rows.map(toClub), total, input);
}

export async function getClub({ ctx, actor, input }: Call<{ id: string }>): Promise<Club> {
  requireRole(actor, CLUB_READER_ROLES);
  const row = await repository.findClub(ctx.db, input.id);
  if (!row) throw clubNotFound();
  return toClub(row);
}

export async function createClub({ ctx, actor, input }: Call<CreateClubInput>): Promise<Club> {
  requireClubAdmin(actor);
  const now = ctx.now().toISOString();
  const row = toClubRow(randomUUID(), input, now, now);
  await uniqueName(() => repository.insertClub(ctx.db, row));
  return toClub({ ...row, section_count: 0 });
}

export async function updateClub({ ctx, actor, input }: Call<{ id: string; changes: UpdateClubInput }>): Promise<Club> {
  requireClubAdmin(actor);
  await uniqueName(() =>
    inWriteTransaction(ctx, async (db) => {
      const current = await repository.lockClub(db, ctx.dialect, input.id);
      if (!current) throw clubNotFound();
      const row = toClubRow(current.id, { ...clubFieldsOf(current), ...input.changes }, current.created_at, ctx.now().toISOString());
      await repository.updateClub(db, row);
    }),
  );
  return getClub({ ctx, actor, input: { id: input.id } });
}

/** Refused (409) while the club has sections, with a message that says how many and what they hold. */
export async function deleteClub({ ctx, actor, input }: Call<{ id: string }>): Promise<void> {
  requireClubAdmin(actor);
  await inWriteTransaction(ctx, async (db) => {
    const current = await repository.lockClub(db, ctx.dialect, input.id);
    if (!current) throw clubNotFound();
    const { sections, members } = await repository.dependentsOfClub(db, input.id);
    const refusal = dependentsRefusal(`le club «\u00a0${current.name}\u00a0»`, [
      [sections, 'section', 'sections'],
      [members, 'membre', 'membres'],
    ]);
    if (refusal) throw conflictError(refusal);
    await repository.deleteClub(db, input.id);
  });
}
