import * as z from 'zod/mini';
import { APPLICATION_STATUSES } from '../application-status';
import type { FirstLoginStatusResponse } from '../onboarding';
import { FIRST_LOGIN_STEPS } from '../onboarding-steps';
import { ROLES } from '../role-model';

// `FirstLoginStatusResponseSchema` (../onboarding.ts), the answer of `GET /api/first-login/status`, in zod/mini:
// `@club/auth` reads it in the shell, in a chunk a signed-in `user` loads, where zod's classic API brought nearly all
// of zod (ADR 201). ./parity.test.ts checks that both accept and refuse the same answers and give the same value.

const orNull = z.nullable;
const namedRef = z.object({ id: z.string(), name: z.string() });

const profile = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  firstName: orNull(z.string()),
  lastName: orNull(z.string()),
  phone: orNull(z.string()),
  dateOfBirth: orNull(z.string()),
});

const application = z.object({
  id: z.string(),
  motivation: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reviewComments: orNull(z.string()),
  createdAt: z.string(),
  reviewedAt: orNull(z.string()),
  sectionId: orNull(z.string()),
  categoryId: orNull(z.string()),
  sectionName: orNull(z.string()),
  categoryName: orNull(z.string()),
  section: orNull(namedRef),
  category: orNull(namedRef),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
  medicalCertificateUrl: orNull(z.string()),
  reviewerName: orNull(z.string()),
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    dateOfBirth: orNull(z.string()),
    phone: orNull(z.string()),
  }),
});

export const FirstLoginStatusResponseMiniSchema: z.ZodMiniType<FirstLoginStatusResponse> = z.object({
  success: z.boolean(),
  data: z.nullish(z.object({ step: z.enum(FIRST_LOGIN_STEPS), profile, latestApplication: orNull(application) })),
});
