import { randomUUID } from 'node:crypto';
import {
  agesInOrder,
  CLUB_CATEGORY_MESSAGES,
  type ClubCategory,
  type ClubCategoryListQuery,
  type ClubCategoryPage,
  type CreateClubCategoryInput,
  type UpdateClubCategoryInput,
} from '@club/contracts';
import { conflictError, notFoundError, validationError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { toPage } from '../../shared/paging';
import type { ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { inWriteTransaction } from '../../shared/write-transaction';
import { requireClubExists } from '../clubs/clubs.service';
import { dependentsRefusal } from '../clubs/dependents';
import { CLUB_READER_ROLES, requireSectionManagement } from '../responsibilities/club-authorisation';
import { requireSectionInClub } from '../sections/club-sections.service';
import * as repository from './categories.repository';
import { categoryFieldsOf, toCategoryRow, toClubCategory } from './category-row';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}
type CategoryRef = { clubId: string; categoryId: string };

export const categoryNotFound = () => notFoundError(CLUB_CATEGORY_MESSAGES.notFound);

async function uniqueName<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictError(CLUB_CATEGORY_MESSAGES.nameTaken);
    throw error;
  }
}

/** The category of the club, or 404 (a category of another club is not found through this club). */
export async function categoryInClub(ctx: ServiceContext, ref: CategoryRef): Promise<ClubCategory> {
  const row = await repository.findClubCategory(ctx.db, ref.clubId, ref.categoryId);
  if (!row) throw categoryNotFound();
  return toClubCategory(row);
}

export async function listClubCategories({ ctx, actor, input }: Call<ClubCategoryListQuery & { clubId: string }>): Promise<ClubCategoryPage> {
  requireRole(actor, CLUB_READER_ROLES);
  await requireClubExists(ctx.db, input.clubId);
  const { rows, total } = await repository.listClubCategories(ctx.db, input, input);
  return toPage(rows.map(toClubCategory), total, input);
}

export async function getClubCategory({ ctx, actor, input }: Call<CategoryRef>): Promise<ClubCategory> {
  requireRole(actor, CLUB_READER_ROLES);
  return categoryInClub(ctx, input);
}

/** Admins and the section's managers. */
export async function createClubCategory({
  ctx,
  actor,
  input,
}: Call<{ clubId: string; sectionId: string; fields: CreateClubCategoryInput }>): Promise<ClubCategory> {
  await requireSectionInClub(ctx.db, input.clubId, input.sectionId);
  await requireSectionManagement(ctx.db, actor, input.sectionId);
  const now = ctx.now().toISOString();
  const row = toCategoryRow(randomUUID(), input.sectionId, input.fields, now, now);
  await uniqueName(() => repository.insertCategory(ctx.db, row));
  return categoryInClub(ctx, { clubId: input.clubId, categoryId: row.id });
}

/** Admins and the section's managers; the merged ages must stay in order and the maximum above the current members. */
export async function updateClubCategory({ ctx, actor, input }: Call<CategoryRef & { changes: UpdateClubCategoryInput }>): Promise<ClubCategory> {
  const category = await categoryInClub(ctx, input);
  await requireSectionManagement(ctx.db, actor, category.sectionId);
  await uniqueName(() =>
    inWriteTransaction(ctx, async (db) => {
      const current = await repository.lockCategory(db, ctx.dialect, input.categoryId);
      if (!current) throw categoryNotFound();
      const fields = { ...categoryFieldsOf(current), ...input.changes };
      if (!agesInOrder(fields.minAge, fields.maxAge))
        throw validationError([{ path: 'maxAge', message: CLUB_CATEGORY_MESSAGES.ageOrder }], CLUB_CATEGORY_MESSAGES.ageOrder);
      if (fields.maxMembers !== null && fields.maxMembers < (await repository.countMembers(db, current.id))) {
        throw validationError([{ path: 'maxMembers', message: CLUB_CATEGORY_MESSAGES.belowMembers }], CLUB_CATEGORY_MESSAGES.belowMembers);
      }
      await repository.updateCategory(db, toCategoryRow(current.id, current.section_id, fields, current.created_at, ctx.now().toISOString()));
    }),
  );
  return categoryInClub(ctx, input);
}

/** Admins and the section's managers; refused (409) while members, coaches or training sessions (their attendance history) depend on it. */
export async function deleteClubCategory({ ctx, actor, input }: Call<CategoryRef>): Promise<void> {
  const category = await categoryInClub(ctx, input);
  await requireSectionManagement(ctx.db, actor, category.sectionId);
  await inWriteTransaction(ctx, async (db) => {
    const current = await repository.lockCategory(db, ctx.dialect, input.categoryId);
    if (!current) throw categoryNotFound();
    const refusal = dependentsRefusal(`la catégorie «\u00a0${current.name}\u00a0»`, [
      [await repository.countMembers(db, current.id), 'membre', 'membres'],
      [await repository.countCoaches(db, current.id), 'entraîneur', 'entraîneurs'],
      [await repository.countSessions(db, current.id), 'séance', 'séances'],
    ]);
    if (refusal) throw conflictError(refusal);
    await repository.deleteCategory(db, current.id);
  });
}
