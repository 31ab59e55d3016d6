import { isAdminRole, type Role } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { isResponsibleFor } from '../family/responsible-adults';
import { managedSectionIds } from '../responsibilities/club-access';
import { applicationNotFoundError, familyApplicationError, ownApplicationError } from './application-errors';

/** Who reviews applications: admins (all of them) and section managers (their sections' only, ADR 173). */
export const REVIEWER_ROLES = ['section_manager', 'admin'] as const satisfies readonly Role[];

/** The applications a reviewer may see: every one (`sectionIds` absent) or those of these sections. */
export interface ReviewScope {
  reviewer: Actor;
  sectionIds?: readonly string[];
}

/** The reviewer and their scope, read from the responsibilities at each call (a removed manager loses it at once). */
export async function reviewScope(db: Kysely<Database>, actor: Actor | null): Promise<ReviewScope> {
  const reviewer = requireRole(actor, REVIEWER_ROLES);
  if (isAdminRole(reviewer.role)) return { reviewer };
  return { reviewer, sectionIds: await managedSectionIds(db, reviewer.id) };
}

/**
 * Another section's application is « introuvable » for a section manager, as if it did not exist: its
 * applicant's personal data is not theirs to know about (ADR 173).
 */
export function requireInScope<T extends { section_id: string | null }>(scope: ReviewScope, view: T | undefined): T {
  if (!view) throw applicationNotFoundError();
  if (scope.sectionIds && !(view.section_id && scope.sectionIds.includes(view.section_id))) throw applicationNotFoundError();
  return view;
}

/**
 * Nobody decides their own application (a section manager applying to another category of their section), nor
 * that of a member of their family (ADR 210).
 */
export async function requireNotOwn(db: Kysely<Database>, scope: ReviewScope, view: { user_id: string }): Promise<void> {
  if (view.user_id === scope.reviewer.id) throw ownApplicationError();
  if (await isResponsibleFor(db, scope.reviewer.id, view.user_id)) throw familyApplicationError();
}
