/**
 * The one role model of the site (ADR 158): an account holds exactly one of the five roles, never a list
 * (better-auth's admin plugin would accept `["coach","admin"]` and store "coach,admin"). No zod here: the
 * shell's first load imports this module through `@club/contracts/role-model` (ADR 040).
 */

/** The five roles of the association (spec §1, §6), from least to most privileged. */
export const ROLES = ['user', 'member', 'coach', 'section_manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The association's members: every role but `user` (onboarding not finished, or demoted). The API's member-only
 * reads (docs/decisions/161-privacy-hardening.md) and the prerendered member frame (199) are theirs.
 */
export const MEMBER_ROLES = ['member', 'coach', 'section_manager', 'admin'] as const satisfies readonly Role[];
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The role better-auth gives a new account (its admin plugin's `defaultRole`). */
export const DEFAULT_ROLE: Role = 'user';

/** The role that holds better-auth's admin permissions (its admin plugin's `adminRoles`). */
export const ADMIN_ROLE: Role = 'admin';

const KNOWN_ROLES: ReadonlySet<unknown> = new Set(ROLES);

/** A stored or sent role value, if it is exactly one of the five; anything else (a list, "coach,admin", null) is none. */
export function roleOf(value: unknown): Role | null {
  return KNOWN_ROLES.has(value) ? (value as Role) : null;
}

/** The single "is this an administrator" check of the site, server and client alike. */
export function isAdminRole(value: unknown): boolean {
  return roleOf(value) === ADMIN_ROLE;
}

/** The refusal of a role value that is not one of the five (a list, a comma-separated string, an unknown role). */
export const SINGLE_ROLE_MESSAGE = 'Un compte a un seul rôle : choisissez-en un parmi Utilisateur, Membre, Entraîneur, Responsable de section et Administrateur.';
