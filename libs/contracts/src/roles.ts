import { ROLES, SINGLE_ROLE_MESSAGE, type Role } from './role-model';
import { z } from './zod';

export { ADMIN_ROLE, DEFAULT_ROLE, MEMBER_ROLES, ROLES, SINGLE_ROLE_MESSAGE, isAdminRole, roleOf, type MemberRole, type Role } from './role-model';

/** Exactly one of the five roles (ADR 158): a list or a comma-separated string is refused. */
export const RoleSchema = z.enum(ROLES, { error: SINGLE_ROLE_MESSAGE });

/** French labels of the roles, for every screen that shows one. */
export const ROLE_LABELS: Record<Role, string> = {
  user: 'Utilisateur',
  member: 'Membre',
  coach: 'Entraîneur',
  section_manager: 'Responsable de section',
  admin: 'Administrateur',
};
