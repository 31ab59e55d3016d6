import { randomUUID } from 'node:crypto';
import {
  CLUB_SECTION_MESSAGES,
  type ClubSection,
  type ClubSectionListQuery,
  type ClubSectionPage,
  type CreateClubSectionInput,
  type UpdateClubSectionInput,
} from '@club/contracts';
import { conflictError, notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { toPage } from '../../shared/paging';
import type { Db, ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { inWriteTransaction } from '../../shared/write-transaction';
import { requireClubExists } from '../clubs/clubs.service';
import { dependentsRefusal } from '../clubs/dependents';
import { CLUB_READER_ROLES, requireClubAdmin, requireSectionManagement } from '../responsibilities/club-authorisation';
import { sectionFieldsOf, toClubSection, toSectionRow } from './club-section-row';
import * as repository from './club-sections.repository';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}
type SectionRef = { clubId: string; sectionId: string };

const sectionNotFound = () => notFoundError(CLUB_SECTION_MESSAGES.notFound);

async function uniqueName<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictError(CLUB_SECTION_MESSAGES.nameTaken);
    throw error;
  }
}

/** For the features under a section (categories, responsibilities): the club's section, or 404. */
export async function requireSectionInClub(db: Db, clubId: string, sectionId: string): Promise<repository.ClubSectionRow> {
  const section = await repository.findClubSection(db, clubId, sectionId);
  if (!section) throw sectionNotFound();
  return section;
}

export async function listClubSections({ ctx, actor, input }: Call<ClubSectionListQuery & { clubId: string }>): Promise<ClubSectionPage> {
  requireRole(actor, CLUB_READER_ROLES);
  await requireClubExists(ctx.db, input.clubId);
  const { rows, total } = await repository.listClubSections(ctx.db, input, input);
  return toPage(rows.map(toClubSection), total, input);
}

export async function getClubSection({ ctx, actor, input }: Call<SectionRef>): Promise<ClubSection> {
  requireRole(actor, CLUB_READER_ROLES);
  const row = await repository.findClubSection(ctx.db, input.clubId, input.sectionId);
  if (!row) throw sectionNotFound();
  return toClubSection(row);
}

export async function createClubSection({ ctx, actor, input }: Call<{ clubId: string; fields: CreateClubSectionInput }>): Promise<ClubSection> {
  requireClubAdmin(actor);
  await requireClubExists(ctx.db, input.clubId);
  const now = ctx.now().toISOString();
  const row = toSectionRow(randomUUID(), input.clubId, input.fields, now, now);
  await uniqueName(() => repository.insertSection(ctx.db, row));
  return getClubSection({ ctx, actor, input: { clubId: input.clubId, sectionId: row.id } });
}

/** Admins, and the section's managers for their own section. */
export async function updateClubSection({ ctx, actor, input }: Call<SectionRef & { changes: UpdateClubSectionInput }>): Promise<ClubSection> {
  if (!(await repository.findClubSection(ctx.db, input.clubId, input.sectionId))) throw sectionNotFound();
  await requireSectionManagement(ctx.db, actor, input.sectionId);
  await uniqueName(() =>
    inWriteTransaction(ctx, async (db) => {
      const current = await repository.lockSection(db, ctx.dialect, input.clubId, input.sectionId);
      if (!current) throw sectionNotFound();
      const fields = { ...sectionFieldsOf(current), ...input.changes };
      await repository.updateSection(db, toSectionRow(current.id, current.club_id, fields, current.created_at, ctx.now().toISOString()));
    }),
  );
  return getClubSection({ ctx, actor, input });
}

/** Admins only; refused (409) while categories or members depend on the section. */
export async function deleteClubSection({ ctx, actor, input }: Call<SectionRef>): Promise<void> {
  requireClubAdmin(actor);
  await inWriteTransaction(ctx, async (db) => {
    const current = await repository.lockSection(db, ctx.dialect, input.clubId, input.sectionId);
    if (!current) throw sectionNotFound();
    const { categories, members } = await repository.dependentsOfSection(db, current.id);
    const refusal = dependentsRefusal(`la section «\u00a0${current.name}\u00a0»`, [
      [categories, 'catégorie', 'catégories'],
      [members, 'membre', 'membres'],
    ]);
    if (refusal) throw conflictError(refusal);
    await repository.deleteSection(db, current.id);
  });
}
