import { randomUUID } from 'node:crypto';
import {
  CLUB_ACCESS_MESSAGES,
  CLUB_CATEGORY_MESSAGES,
  RESPONSIBILITY_MESSAGES,
  isAdminRole,
  isFamilyAddress,
  type CreateResponsibilityInput,
  type PersonOptionList,
  type ResponsibilityList,
  RoleSchema,
  type Responsibility,
  type Role,
} from '@club/contracts';
import { conflictError, notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireActor, requireRole } from '../../shared/auth/require-actor';
import type { ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { inWriteTransaction } from '../../shared/write-transaction';
import { requireSectionInClub } from '../sections/club-sections.service';
import { managedSectionIds } from './club-access';
import { CLUB_MANAGER_ROLES, CLUB_READER_ROLES, clubForbidden, requireSectionManagement } from './club-authorisation';
import { syncClubRole } from './club-role';
import * as repository from './responsibilities.repository';
import { toResponsibility } from './responsibility-row';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}
type SectionRef = { clubId: string; sectionId: string };

const sectionInClub = (ctx: ServiceContext, ref: SectionRef) => requireSectionInClub(ctx.db, ref.clubId, ref.sectionId);

/** Naming a section manager is an admin's decision; a section manager names the coaches of their section. */
async function requireNamingRight(ctx: ServiceContext, actor: Actor | null, kind: Responsibility['kind'], sectionId: string): Promise<void> {
  if (kind === 'section_manager') {
    const signedIn = requireRole(actor, CLUB_MANAGER_ROLES);
    if (!isAdminRole(signedIn.role)) throw clubForbidden(CLUB_ACCESS_MESSAGES.managerNamesCoachesOnly);
    return;
  }
  await requireSectionManagement(ctx.db, actor, sectionId);
}

/**
 * Whose e-mail a reader sees among a section's responsible people (ADR 161, after ADRs 140–141): their own, every
 * one for an admin (who manages the accounts), and those who share it when the reader belongs to the section.
 */
async function emailRule(ctx: ServiceContext, reader: Actor, sectionId: string): Promise<(row: repository.ResponsibilityRow) => boolean> {
  if (isAdminRole(reader.role)) return () => true;
  const inSection = (await repository.peopleOfSections(ctx.db, [reader.id], [sectionId])).has(reader.id);
  return (row) => row.user_id === reader.id || (inSection && row.share_email === 1);
}

export async function listSectionResponsibilities({ ctx, actor, input }: Call<SectionRef>): Promise<ResponsibilityList> {
  const reader = requireRole(actor, CLUB_READER_ROLES);
  await sectionInClub(ctx, input);
  const [rows, shows] = await Promise.all([repository.listSectionResponsibilities(ctx.db, input.sectionId), emailRule(ctx, reader, input.sectionId)]);
  return { data: rows.map((row) => toResponsibility(row, shows(row))) };
}

export async function createResponsibility({ ctx, actor, input }: Call<SectionRef & { fields: CreateResponsibilityInput }>): Promise<Responsibility> {
  await sectionInClub(ctx, input);
  const { userId, kind, categoryId } = input.fields;
  await requireNamingRight(ctx, actor, kind, input.sectionId);
  const id = randomUUID();
  const now = ctx.now().toISOString();
  try {
    await inWriteTransaction(ctx, async (db) => {
      const person = await repository.findPerson(db, userId);
      if (!person) throw notFoundError(RESPONSIBILITY_MESSAGES.userNotFound);
      if ((person.role as Role) === 'user') throw conflictError(RESPONSIBILITY_MESSAGES.userNotEligible);
      if (categoryId) {
        if ((await repository.sectionOfCategory(db, categoryId)) !== input.sectionId) throw notFoundError(CLUB_CATEGORY_MESSAGES.notFound);
      }
      await repository.insertResponsibility(db, { id, user_id: userId, kind, section_id: input.sectionId, category_id: categoryId, created_at: now });
      await syncClubRole(db, userId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictError(RESPONSIBILITY_MESSAGES.duplicate);
    throw error;
  }
  const row = await repository.findResponsibility(ctx.db, id);
  if (!row) throw notFoundError(RESPONSIBILITY_MESSAGES.notFound);
  return toResponsibility(row, (await emailRule(ctx, requireActor(actor), row.section_id))(row));
}

export async function deleteResponsibility({ ctx, actor, input }: Call<SectionRef & { responsibilityId: string }>): Promise<void> {
  await sectionInClub(ctx, input);
  const row = await repository.findResponsibility(ctx.db, input.responsibilityId);
  if (!row || row.section_id !== input.sectionId) throw notFoundError(RESPONSIBILITY_MESSAGES.notFound);
  await requireNamingRight(ctx, actor, row.kind, row.section_id);
  await inWriteTransaction(ctx, async (db) => {
    await repository.deleteResponsibility(db, row.id);
    await syncClubRole(db, row.user_id, ctx.now().toISOString());
  });
}

/**
 * People to pick as section manager, coach or category member (ADR 161). An admin searches by name or e-mail and
 * sees both and the role. A section manager searches by name only and gets what tells namesakes apart (their
 * sections); the e-mail only of the people of the sections they manage, and nobody's role (an admin's included).
 */
export async function searchCandidates({ ctx, actor, input }: Call<{ search: string }>): Promise<PersonOptionList> {
  const picker = requireRole(actor, CLUB_MANAGER_ROLES);
  const isAdmin = isAdminRole(picker.role);
  const rows = await repository.searchPeople(ctx.db, input.search, isAdmin);
  const ids = rows.map((row) => row.id);
  const [sections, inScope] = await Promise.all([
    repository.sectionNamesOf(ctx.db, ids),
    isAdmin ? Promise.resolve(new Set(ids)) : managedSectionIds(ctx.db, picker.id).then((managed) => repository.peopleOfSections(ctx.db, ids, managed)),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      // A family member's address is no address (ADR 210): never shown.
      email: inScope.has(row.id) && !isFamilyAddress(row.email) ? row.email : null,
      role: isAdmin ? RoleSchema.catch('user').parse(row.role) : null,
      sections: sections.get(row.id) ?? [],
    })),
  };
}

/** Where the signed-in person is section manager or coach (what their club screens open on). */
export async function myResponsibilities({ ctx, actor }: Omit<Call<unknown>, 'input'>): Promise<ResponsibilityList> {
  const signedIn = requireActor(actor);
  return { data: (await repository.listUserResponsibilities(ctx.db, signedIn.id)).map((row) => toResponsibility(row, true)) };
}
