import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../password-policy';
import { SESSION_NOTICE_KINDS, SESSION_NOTICE_MESSAGES, type SessionNoticeKind } from '../training-sessions/session-notice-kinds';
import type { SessionNoticePreferences } from '../training-sessions/session-notices';
import type { TwoFactorMethodState } from '../two-factor-method';

// A member's settings page in zod/mini: its forms and reads take no zod classic, so the page does not download it
// (docs/decisions/203-member-settings-on-zod-mini.md). The first three are the classic schemas of the same name
// without `Mini` (./parity.test.ts); the last two read better-auth's own answers (api tests check them on both databases).

/** `PasswordSchema` (../auth.ts): the new password of a form. */
export const PasswordMiniSchema: z.ZodMiniType<string, string> = z
  .string({ error: PASSWORD_MESSAGES.required })
  .check(z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort), z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong));

/** `TwoFactorMethodSchema` (../two-factor-method.ts): `GET /api/me/two-factor`. */
export const TwoFactorMethodMiniSchema: z.ZodMiniType<TwoFactorMethodState, TwoFactorMethodState> = z.object({
  enabled: z.boolean(),
  method: z.nullable(z.enum(['app', 'email'])),
});

/** `SessionNoticePreferencesSchema` (../training-sessions/session-notices.ts): `GET`/`PUT /api/me/session-notice-preferences`. */
export const SessionNoticePreferencesMiniSchema: z.ZodMiniType<SessionNoticePreferences, SessionNoticePreferences> = z.strictObject(
  Object.fromEntries(SESSION_NOTICE_KINDS.map((kind) => [kind, z.boolean({ error: SESSION_NOTICE_MESSAGES.preferencesInvalid })])) as Record<
    SessionNoticeKind,
    z.ZodMiniBoolean<boolean>
  >,
  { error: SESSION_NOTICE_MESSAGES.preferencesInvalid },
);

/** One place where my account is signed in, as better-auth's `GET /api/auth/list-sessions` answers (its dates in ISO 8601). */
export const AccountSessionsMiniSchema = z.array(
  z.object({
    id: z.string(),
    token: z.string(),
    userAgent: z.nullish(z.string()),
    ipAddress: z.nullish(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type AccountSessionAnswer = z.infer<typeof AccountSessionsMiniSchema>[number];

/** How my account signs in (`credential` for a password), as better-auth's `GET /api/auth/list-accounts` answers. */
export const LinkedAccountsMiniSchema = z.array(z.object({ id: z.string(), providerId: z.string() }));
export type LinkedAccountAnswer = z.infer<typeof LinkedAccountsMiniSchema>[number];
