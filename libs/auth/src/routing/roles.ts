import type { Role } from '@club/contracts';

/**
 * The five roles, least to most privileged (same order as `ROLES` in @club/contracts, checked by a
 * test). Not imported from there: that module builds zod schemas, and this package is on every
 * page's first load (ADR 040).
 */
export const ROLE_ORDER: readonly Role[] = ['user', 'member', 'coach', 'section_manager', 'admin'];

const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLE_ORDER);

/**
 * The role that decides where a person lands. better-auth's admin plugin stores roles as a
 * comma-separated string ("member,coach"); the most privileged known one wins. Unknown or
 * missing roles give null, which every rule treats like `user` (spec §6: unknown → setup).
 */
export function primaryRole(role: string | null | undefined): Role | null {
  if (!role) return null;
  const known = role
    .split(',')
    .map((part) => part.trim())
    .filter((part): part is Role => KNOWN_ROLES.has(part));
  if (known.length === 0) return null;
  return known.reduce((best, candidate) => (ROLE_ORDER.indexOf(candidate) > ROLE_ORDER.indexOf(best) ? candidate : best));
}

/** Only the `user` role (and unknown roles, which land like it) go through the onboarding check (spec §6). */
export function isSubjectToOnboarding(role: string | null | undefined): boolean {
  const primary = primaryRole(role);
  return primary === null || primary === 'user';
}
