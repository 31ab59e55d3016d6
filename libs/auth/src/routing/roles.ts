import { ROLES, type Role } from '@club/contracts';

const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);

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
  return known.reduce((best, candidate) => (ROLES.indexOf(candidate) > ROLES.indexOf(best) ? candidate : best));
}

/** Only the `user` role (and unknown roles, which land like it) go through the onboarding check (spec §6). */
export function isSubjectToOnboarding(role: string | null | undefined): boolean {
  const primary = primaryRole(role);
  return primary === null || primary === 'user';
}
