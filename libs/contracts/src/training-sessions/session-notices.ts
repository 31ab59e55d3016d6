import { z } from '../zod';
import { TimestampSchema } from '../facilities/fields';
import { SESSION_NOTICE_KINDS, SESSION_NOTICE_MESSAGES, type SessionNoticeKind } from './session-notice-kinds';

export { SESSION_NOTICE_KIND_LABELS, SESSION_NOTICE_KINDS, SESSION_NOTICE_MESSAGES, type SessionNoticeKind } from './session-notice-kinds';
export const SessionNoticeKindSchema = z.enum(SESSION_NOTICE_KINDS);

/** One change told to me: before and after are ready to read (« mardi 1er décembre 2026, 18 h – 19 h 30 », a room's name). */
export const SessionNoticeSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  kind: SessionNoticeKindSchema,
  title: z.string(),
  startAt: TimestampSchema,
  before: z.string().nullable(),
  after: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type SessionNotice = z.infer<typeof SessionNoticeSchema>;

/** `GET /api/me/session-notices`: the changes of the last 30 days, newest first. */
export const SessionNoticesSchema = z.object({ data: z.array(SessionNoticeSchema) });
export type SessionNotices = z.infer<typeof SessionNoticesSchema>;

/** `GET`/`PUT /api/me/session-notice-preferences`: true = sent by e-mail. */
export const SessionNoticePreferencesSchema = z.strictObject(
  Object.fromEntries(SESSION_NOTICE_KINDS.map((kind) => [kind, z.boolean({ error: SESSION_NOTICE_MESSAGES.preferencesInvalid })])) as Record<
    SessionNoticeKind,
    z.ZodBoolean
  >,
  { error: SESSION_NOTICE_MESSAGES.preferencesInvalid },
);
export type SessionNoticePreferences = z.infer<typeof SessionNoticePreferencesSchema>;

/** One person waiting for a place, as the coach's roll call shows them. */
export const WaitingListEntrySchema = z.object({ userId: z.string(), name: z.string(), position: z.number().int() });
export type WaitingListEntry = z.infer<typeof WaitingListEntrySchema>;

/** « En tête de la liste d'attente », then « 2e sur la liste d'attente » (neutral wording, FRENCH.md). */
export const waitingListPosition = (position: number) => (position === 1 ? "En tête de la liste d'attente" : `${position}e sur la liste d'attente`);
