import { ACCESS_STATEMENTS, ROLE_PERMISSIONS } from '@club/contracts';
import { createAccessControl } from 'better-auth/plugins/access';

/** The admin plugin's access control, built from the shared statements (the client builds the same). */
export const accessControl = createAccessControl(ACCESS_STATEMENTS);

export const roles = {
  user: accessControl.newRole(ROLE_PERMISSIONS.user),
  member: accessControl.newRole(ROLE_PERMISSIONS.member),
  coach: accessControl.newRole(ROLE_PERMISSIONS.coach),
  section_manager: accessControl.newRole(ROLE_PERMISSIONS.section_manager),
  admin: accessControl.newRole(ROLE_PERMISSIONS.admin),
};
