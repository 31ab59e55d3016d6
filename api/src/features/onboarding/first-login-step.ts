import type { ApplicationStatus, FirstLoginStep, Role } from '@club/contracts';

export interface StepFacts {
  role: Role;
  profileComplete: boolean;
  latestApplicationStatus: ApplicationStatus | null;
}

/**
 * Where a user stands in the first login (docs/decisions/021-first-login-steps.md). Only role `user`
 * onboards; an approval makes them `member`, so `complete` for them follows from the role.
 */
export function firstLoginStep({ role, profileComplete, latestApplicationStatus }: StepFacts): FirstLoginStep {
  if (role !== 'user') return 'complete';
  if (!profileComplete) return 'profile';
  if (latestApplicationStatus === 'pending') return 'pending_review';
  return 'application';
}
