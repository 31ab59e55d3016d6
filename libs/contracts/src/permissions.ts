import type { Role } from './roles';

/**
 * better-auth access-control statements (admin plugin resources and actions). Plain data so that the
 * API (`createAccessControl` on the server) and the client (`adminClient({ ac, roles })`) build the
 * same access control from one source (docs/decisions/020-identity-better-auth.md).
 */
export const ACCESS_STATEMENTS = {
  user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'impersonate-admins', 'delete', 'set-password', 'set-email', 'set-phone', 'get', 'update'],
  session: ['list', 'revoke', 'delete'],
} as const;

type Statements = typeof ACCESS_STATEMENTS;
export type RolePermissions = { [Resource in keyof Statements]: Statements[Resource][number][] };

const NONE: RolePermissions = { user: [], session: [] };

/** Spec §6: admins manage users and sessions; every other role has no admin permission. */
export const ROLE_PERMISSIONS: Record<Role, RolePermissions> = {
  user: NONE,
  member: NONE,
  coach: NONE,
  section_manager: NONE,
  admin: {
    user: ['create', 'list', 'set-role', 'ban', 'impersonate', 'delete', 'set-password'],
    session: ['list', 'revoke', 'delete'],
  },
};
