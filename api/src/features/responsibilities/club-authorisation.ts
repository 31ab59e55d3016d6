import { API_ERROR_CODES, CLUB_ACCESS_MESSAGES, isAdminRole, type Role } from '@club/contracts';
import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { AppEnv } from '../../shared/app-env';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { coachesCategory, managesSection } from './club-access';
import { MEMBER_ROLES } from '../../shared/auth/member-access';

/** Read clubs, sections, categories and who is responsible: every member of the association (ADR 111). */
export const CLUB_READER_ROLES = MEMBER_ROLES;
/** May reach the write endpoints a section manager can use; the section itself is checked next. */
export const CLUB_MANAGER_ROLES = ['section_manager', 'admin'] as const satisfies readonly Role[];
/** May read a category's members (coaches of it, managers of its section, admins). */
export const CATEGORY_STAFF_ROLES = ['coach', 'section_manager', 'admin'] as const satisfies readonly Role[];

export const clubForbidden = (message: string) => new AppError(403, API_ERROR_CODES.forbidden, message);

/** Admins only, with the clubs' own refusal message. */
export function requireClubAdmin(actor: Actor | null): Actor {
  const signedIn = requireRole(actor, CLUB_READER_ROLES);
  if (!isAdminRole(signedIn.role)) throw clubForbidden(CLUB_ACCESS_MESSAGES.adminOnly);
  return signedIn;
}

/** Route guard of the admin-only writes, before the body is read: the same refusal as the service's. */
export const clubAdminsOnly: MiddlewareHandler<AppEnv> = (c, next) => {
  requireClubAdmin(c.get('actor') ?? null);
  return next();
};

/** Admins, and section managers of `sectionId`; anyone else gets 403 and the refusal message. */
export async function requireSectionManagement(db: Kysely<Database>, actor: Actor | null, sectionId: string): Promise<Actor> {
  const signedIn = requireRole(actor, CLUB_READER_ROLES);
  if (isAdminRole(signedIn.role)) return signedIn;
  if (!(await managesSection(db, signedIn.id, sectionId))) throw clubForbidden(CLUB_ACCESS_MESSAGES.notYourSection);
  return signedIn;
}

/** Admins, section managers of the section, coaches of the category. */
export async function requireCategoryStaff(db: Kysely<Database>, actor: Actor | null, category: { id: string; sectionId: string }): Promise<Actor> {
  const signedIn = requireRole(actor, CLUB_READER_ROLES);
  if (isAdminRole(signedIn.role)) return signedIn;
  if (await managesSection(db, signedIn.id, category.sectionId)) return signedIn;
  if (await coachesCategory(db, signedIn.id, category.id)) return signedIn;
  throw clubForbidden(CLUB_ACCESS_MESSAGES.notYourCategory);
}
