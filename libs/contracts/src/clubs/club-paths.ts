import type { Role } from '../roles';

/**
 * The club management screens (spec §2 Clubs) live in the admin layout; section managers and coaches may
 * open them too, and only them (ADR 114): the admin guard lets these roles through under this prefix.
 */
export const CLUB_MANAGEMENT_PATH = '/admin/dashboard/clubs';
export const CLUB_STAFF_ROLES: readonly Role[] = ['section_manager', 'coach'];

/** Is `pathname` one of the club management screens? */
export function isClubManagementPath(pathname: string): boolean {
  return pathname === CLUB_MANAGEMENT_PATH || pathname.startsWith(`${CLUB_MANAGEMENT_PATH}/`);
}

/** The blog's editor (spec §2 Blog): section managers and coaches write drafts there, an admin publishes them (ADR 131). */
export const BLOG_EDITOR_PATH = '/admin/blog';

/** The comments' moderation queue (ADR 178): admins only, though under the editor's path. */
const BLOG_MODERATION_PATH = '/admin/blog/comments';

/** Their own bookings of rooms and minibuses, with the plannings to find a free slot (ADR 170). */
export const BOOKINGS_PATH = '/admin/bookings';

/** The membership applications' review: section managers review their own sections' applications there (ADR 173). */
const APPLICATIONS_REVIEW_PATH = '/admin/applications';

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Is `pathname` a screen of the admin layout that this section manager or coach may open? Both: the clubs, the
 * blog's editor (not its comments' moderation) and their bookings; section managers also the applications' review. Any other role: none (admins
 * are checked apart).
 */
export function isStaffAdminPath(pathname: string, role: Role | null): boolean {
  if (role === null || !CLUB_STAFF_ROLES.includes(role)) return false;
  if (isUnder(pathname, BLOG_MODERATION_PATH)) return false;
  if (isClubManagementPath(pathname) || isUnder(pathname, BLOG_EDITOR_PATH) || isUnder(pathname, BOOKINGS_PATH)) return true;
  return role === 'section_manager' && isUnder(pathname, APPLICATIONS_REVIEW_PATH);
}
