import { z } from './zod';
import { ApplicationSchema } from './applications';
import { UserProfileSchema } from './user';

/**
 * First-login steps for role `user` (docs/decisions/021-first-login-steps.md):
 * profile → application → pending_review → complete. Every other role is `complete`.
 */
export const FIRST_LOGIN_STEPS = ['profile', 'application', 'pending_review', 'complete'] as const;
export const FirstLoginStepSchema = z.enum(FIRST_LOGIN_STEPS);
export type FirstLoginStep = z.infer<typeof FirstLoginStepSchema>;

/** `GET /api/first-login/status` → `{ success, data }`. */
export const FirstLoginStatusSchema = z.object({
  step: FirstLoginStepSchema,
  profile: UserProfileSchema,
  /** The newest application (pending, or the last decision), null before the first one. */
  latestApplication: ApplicationSchema.nullable(),
});
export type FirstLoginStatus = z.infer<typeof FirstLoginStatusSchema>;

/** One of the signed-in user's memberships (`GET /api/me/memberships`). */
export const MembershipSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  sectionName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  createdAt: z.string(),
});
export type Membership = z.infer<typeof MembershipSchema>;
