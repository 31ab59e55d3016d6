import type { Role } from '@club/contracts';
import { allowRoles } from './require-role.middleware';

/**
 * The association's members: every role but `user` (onboarding not finished, or demoted). The role is the
 * one the session middleware read from the user row on this very request, so a demotion closes every
 * member-only read at the next call (docs/decisions/161-privacy-hardening.md).
 */
export const MEMBER_ROLES = ['member', 'coach', 'section_manager', 'admin'] as const satisfies readonly Role[];

/** The one guard of member-only routes: 401 for a visitor, 403 for `user`, before the query or body is read. */
export const membersOnly = allowRoles(MEMBER_ROLES);
