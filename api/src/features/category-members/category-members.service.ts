import { randomUUID } from 'node:crypto';
import {
  isFamilyAddress,
  CATEGORY_MEMBER_MESSAGES,
  CLUB_CATEGORY_MESSAGES,
  type AddCategoryMemberInput,
  type CategoryMember,
  type CategoryMemberListQuery,
  type CategoryMemberPage,
  type MedicalCertificate,
  type ResponsibleAdult,
} from '@club/contracts';
import { conflictError, notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { toPage } from '../../shared/paging';
import type { ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { inWriteTransaction } from '../../shared/write-transaction';
import { categoryInClub, categoryNotFound } from '../categories/categories.service';
import { responsibleAdultsOfMinors } from '../family/responsible-adults';
import { certificateFactsOf } from '../medical-certificates/medical-certificates.service';
import { requireCategoryStaff, requireSectionManagement } from '../responsibilities/club-authorisation';
import * as repository from './category-members.repository';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}
type CategoryRef = { clubId: string; categoryId: string };

const toMember = (row: repository.CategoryMemberRow, responsibleAdults: ResponsibleAdult[], medicalCertificate: MedicalCertificate | null): CategoryMember => ({
  membershipId: row.membership_id,
  userId: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  name: row.name,
  email: isFamilyAddress(row.email) ? null : row.email,
  phone: row.phone,
  dateOfBirth: row.date_of_birth,
  responsibleAdults,
  medicalCertificate,
  applicationId: row.application_id,
  createdAt: row.created_at,
});

/**
 * Coaches of the category, managers of its section and admins (members' contact details are personal data);
 * a minor comes with the contact of their responsible adults (ADR 210).
 */
export async function listCategoryMembers({ ctx, actor, input }: Call<CategoryRef & CategoryMemberListQuery>): Promise<CategoryMemberPage> {
  const category = await categoryInClub(ctx, input);
  await requireCategoryStaff(ctx.db, actor, category);
  const { rows, total } = await repository.listCategoryMembers(ctx.db, category.id, input);
  const [adults, certificates] = await Promise.all([
    responsibleAdultsOfMinors(
      ctx.db,
      rows.map((row) => ({ id: row.user_id, dateOfBirth: row.date_of_birth })),
      ctx.now(),
    ),
    certificateFactsOf(
      ctx.db,
      rows.map((row) => row.user_id),
    ),
  ]);
  return toPage(
    rows.map((row) => toMember(row, adults.get(row.user_id) ?? [], certificates.get(row.user_id) ?? null)),
    total,
    input,
  );
}

/** Admins and the section's managers; refused when the category is full or the person already in it. */
export async function addCategoryMember({ ctx, actor, input }: Call<CategoryRef & { fields: AddCategoryMemberInput }>): Promise<void> {
  const category = await categoryInClub(ctx, input);
  await requireSectionManagement(ctx.db, actor, category.sectionId);
  const { userId } = input.fields;
  const now = ctx.now().toISOString();
  try {
    await inWriteTransaction(ctx, async (db) => {
      const locked = await repository.lockCategoryForCapacity(db, ctx.dialect === 'postgres', category.id);
      if (!locked) throw categoryNotFound();
      if (!(await repository.findUser(db, userId))) throw notFoundError(CATEGORY_MEMBER_MESSAGES.userNotFound);
      if (await repository.findMembership(db, category.id, userId)) throw conflictError(CATEGORY_MEMBER_MESSAGES.alreadyMember);
      if (locked.max_members !== null && (await repository.countMembers(db, category.id)) >= locked.max_members) throw conflictError(CLUB_CATEGORY_MESSAGES.full);
      await repository.insertMembership(db, {
        id: randomUUID(),
        user_id: userId,
        section_id: locked.section_id,
        category_id: category.id,
        application_id: null,
        created_at: now,
      });
      await repository.promoteToMember(db, userId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictError(CATEGORY_MEMBER_MESSAGES.alreadyMember);
    throw error;
  }
}

/** Admins and the section's managers. The person keeps their account and role. */
export async function removeCategoryMember({ ctx, actor, input }: Call<CategoryRef & { userId: string }>): Promise<void> {
  const category = await categoryInClub(ctx, input);
  await requireSectionManagement(ctx.db, actor, category.sectionId);
  const membership = await repository.findMembership(ctx.db, category.id, input.userId);
  if (!membership) throw notFoundError(CATEGORY_MEMBER_MESSAGES.notMember);
  await repository.deleteMembership(ctx.db, membership.id);
}
