import { MEMBER_ROLES } from '@club/contracts';
import { allowRoles } from './require-role.middleware';

/**
 * The association's members (`MEMBER_ROLES` of the contracts): every role but `user`. The role is the one the
 * session middleware read from the user row on this very request, so a demotion closes every member-only read
 * at the next call (docs/decisions/161-privacy-hardening.md).
 */
export { MEMBER_ROLES };

/** The one guard of member-only routes: 401 for a visitor, 403 for `user`, before the query or body is read. */
export const membersOnly = allowRoles(MEMBER_ROLES);
