import { z } from './zod';
import { ApplicationSchema } from './applications';
import { UserProfileSchema } from './user';

import { FIRST_LOGIN_STEPS } from './onboarding-steps';

export { FIRST_LOGIN_STEPS } from './onboarding-steps';
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

/** The whole answer of `GET /api/first-login/status`: `success: false` is a failure, not a status. */
export const FirstLoginStatusResponseSchema = z.object({ success: z.boolean(), data: FirstLoginStatusSchema.nullish() });
export type FirstLoginStatusResponse = z.infer<typeof FirstLoginStatusResponseSchema>;

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
