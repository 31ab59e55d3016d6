import { isSubjectToOnboarding, useSession } from '@club/auth';

/**
 * False for a signed-in person who is not a member yet (role user: application pending or refused). They reach
 * their profile and settings (ADR 177); the member-only parts of those pages are left out for them.
 */
export function useIsMember(): boolean {
  const { session } = useSession();
  return session !== null && !isSubjectToOnboarding(session.user.role);
}
