import { roleOf } from '@club/contracts/role-model';

// The one role model (ADR 158), from the contracts' zod-free module: this package is on every page's first load (ADR 040).
export { isAdminRole, roleOf } from '@club/contracts/role-model';

/** Only the `user` role (and values that are not one of the five, which land like it) go through the onboarding check (spec §6). */
export function isSubjectToOnboarding(role: string | null | undefined): boolean {
  const known = roleOf(role);
  return known === null || known === 'user';
}
