import { API_ERROR_CODES, TRAINING_SESSION_MESSAGES, isAdminRole, type Role } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { coachedCategoryIds, coachesCategory, managedSectionIds, managesSection } from '../responsibilities/club-access';
import { categoryIdsOfSections, isMemberOf, memberCategoryIds } from './training-sessions.repository';
import { MEMBER_ROLES } from '../../shared/auth/member-access';

/**
 * Who may do what with training sessions (ADR 120). Roles open the door (route middleware, before the body is
 * read); responsibilities decide which categories: admin all, section manager their sections' categories,
 * coach their categories, member reads their own categories.
 */
export const SESSION_READER_ROLES = MEMBER_ROLES;
export const SESSION_PLANNER_ROLES = ['coach', 'section_manager', 'admin'] as const satisfies readonly Role[];

const refuse = (message: string) => new AppError(403, API_ERROR_CODES.forbidden, message);

async function mayManageCategory(db: Kysely<Database>, actor: Actor, category: { id: string; section_id: string }): Promise<boolean> {
  if (isAdminRole(actor.role)) return true;
  if (actor.role === 'user' || actor.role === 'member') return false;
  return (await managesSection(db, actor.id, category.section_id)) || (await coachesCategory(db, actor.id, category.id));
}

/** Plan, edit, cancel sessions of the category and take their attendance. */
export async function assertMayManageCategory(db: Kysely<Database>, actor: Actor, category: { id: string; section_id: string }): Promise<void> {
  if (!(await mayManageCategory(db, actor, category))) throw refuse(TRAINING_SESSION_MESSAGES.notYourCategory);
}

export async function assertMayReadCategory(db: Kysely<Database>, actor: Actor, category: { id: string; section_id: string }): Promise<void> {
  if (await mayManageCategory(db, actor, category)) return;
  if (actor.role !== 'user' && (await isMemberOf(db, actor.id, category.id))) return;
  throw refuse(TRAINING_SESSION_MESSAGES.notYourReading);
}

/** The categories whose sessions the actor may read; undefined for an admin (all of them). */
export async function readableCategoryIds(db: Kysely<Database>, actor: Actor): Promise<string[] | undefined> {
  if (isAdminRole(actor.role)) return undefined;
  const [managed, coached, member] = await Promise.all([
    managedSectionIds(db, actor.id).then((sectionIds) => categoryIdsOfSections(db, sectionIds)),
    coachedCategoryIds(db, actor.id),
    memberCategoryIds(db, actor.id),
  ]);
  return [...new Set([...managed, ...coached, ...member])];
}
