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

/** Their own bookings of rooms and minibuses, with the plannings to find a free slot (ADR 170). */
export const BOOKINGS_PATH = '/admin/bookings';

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Is `pathname` a screen of the admin layout that section managers and coaches may open (the clubs, the blog, their bookings)? */
export function isStaffAdminPath(pathname: string): boolean {
  return isClubManagementPath(pathname) || isUnder(pathname, BLOG_EDITOR_PATH) || isUnder(pathname, BOOKINGS_PATH);
}
