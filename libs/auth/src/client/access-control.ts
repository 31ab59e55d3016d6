import { ACCESS_STATEMENTS, ROLE_PERMISSIONS, type Role } from '@club/contracts';
import { createAccessControl } from 'better-auth/plugins/access';

/**
 * The admin plugin's access control built from the same shared statements as the API's. The
 * server decides; the client uses it to type `hasPermission` and for `checkRolePermission`
 * (e.g. to hide a button), never as a security boundary. Only zod-free contract modules are
 * imported here (permissions.ts): this chunk must not pull zod into the host.
 */
export const ac = createAccessControl(ACCESS_STATEMENTS);

const roleFor = (role: Role) => ac.newRole(ROLE_PERMISSIONS[role]);

export const roles = Object.fromEntries((Object.keys(ROLE_PERMISSIONS) as Role[]).map((role) => [role, roleFor(role)])) as Record<Role, ReturnType<typeof roleFor>>;
