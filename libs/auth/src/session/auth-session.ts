import { z } from 'zod';

/**
 * What better-auth's `GET /api/auth/get-session` answers for a signed-in person (null otherwise).
 * better-auth owns this shape, not our API, so it is parsed here with only the fields the site
 * reads; anything else (plugin fields added later) passes through untouched.
 */
export const AuthUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullish().transform((value) => value ?? ''),
    emailVerified: z.boolean().optional().default(false),
    role: z.string().nullish().transform((value) => value ?? null),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
    twoFactorEnabled: z.boolean().nullish(),
    banned: z.boolean().nullish(),
  })
  .loose();
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const AuthSessionSchema = z.object({
  session: z
    .object({
      id: z.string(),
      userId: z.string(),
      expiresAt: z.coerce.date(),
      impersonatedBy: z.string().nullish(),
    })
    .loose(),
  user: AuthUserSchema,
});
export type AuthSession = z.infer<typeof AuthSessionSchema>;

export const GetSessionResponseSchema = AuthSessionSchema.nullable();

/** How the site greets a person: their first name when known, else the better-auth name or e-mail. */
export function displayFirstName(user: Pick<AuthUser, 'firstName' | 'name' | 'email'>): string {
  const first = user.firstName?.trim() || user.name.trim().split(/\s+/)[0];
  return first || user.email;
}
