import { z } from './zod';
import { ARTICLE_VISIBILITIES } from './blog/articles';
import { ReactionSummarySchema, ReactionTypeSchema } from './blog/reactions';
import { TimestampSchema } from './facilities/fields';
import { periodBoundField } from './facilities/instant';
import { addParisDays, startOfParisDay } from './facilities/paris-time';
import type { Period } from './facilities/reservation-window';
import { AttendanceStatusSchema } from './training-sessions/attendance';
import { TRAINING_SESSION_MESSAGES as M, TrainingSessionSchema, TrainingSessionStatusSchema, TrainingSessionTypeSchema } from './training-sessions/training-session';

/** The member area's activities, home and wall (issue 14, ADRs 150–152). */
export const ACTIVITIES_MESSAGES = {
  periodTooLong: 'La période ne peut pas dépasser 62 jours',
  feedNotFound: "Ce lien d'agenda n'existe pas ou a été révoqué (404).",
} as const;

const PERIOD_MAX_MS = 62 * 24 * 3_600_000;

/** How far « Mes prochaines séances » looks: today and the next 27 Paris days. */
const UPCOMING_ACTIVITIES_DAYS = 28;

/**
 * The period of `GET /api/me/activities` asked without dates: from the start of today (Paris) for four
 * weeks. One static address for the dashboard's next sessions, which the HTML can then preload (ADR 019).
 */
export function upcomingActivitiesPeriod(now: Date): Period {
  const today = startOfParisDay(now);
  return { start: today.toISOString(), end: addParisDays(today, UPCOMING_ACTIVITIES_DAYS).toISOString() };
}

/** `GET /api/me/activities?startDate&endDate`: a week or a month of my sessions (default: `upcomingActivitiesPeriod`). */
export const MyActivitiesQuerySchema = z
  .object({
    startDate: periodBoundField('start', M.periodStartInvalid).optional(),
    endDate: periodBoundField('end', M.periodEndInvalid).optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || query.endDate > query.startDate, { path: ['endDate'], message: M.periodEndAfterStart })
  .refine((query) => !query.startDate || !query.endDate || Date.parse(query.endDate) - Date.parse(query.startDate) <= PERIOD_MAX_MS, {
    path: ['endDate'],
    message: ACTIVITIES_MESSAGES.periodTooLong,
  });
export type MyActivitiesQuery = z.infer<typeof MyActivitiesQuerySchema>;

/** A session of one of my categories (or one I coach), with my own state. */
export const MySessionSchema = TrainingSessionSchema.extend({
  registered: z.boolean(),
  /** null: no limit. */
  placesLeft: z.number().int().nullable(),
  /** I may sign up or withdraw (a member of the category, a planned session still to come). */
  canRegister: z.boolean(),
  /** My place on the session's waiting list (1 = next), null when I am not on it. */
  waitingPosition: z.number().int().nullable(),
  coaching: z.boolean(),
  attendance: AttendanceStatusSchema.nullable(),
});
export type MySession = z.infer<typeof MySessionSchema>;

export const MySessionsSchema = z.object({
  period: z.object({ start: TimestampSchema, end: TimestampSchema }),
  data: z.array(MySessionSchema),
});
export type MySessions = z.infer<typeof MySessionsSchema>;

/** `GET /api/me/attendance`: what was marked for me, newest first. */
export const AttendanceHistoryEntrySchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  type: TrainingSessionTypeSchema,
  sectionName: z.string(),
  categoryName: z.string(),
  startAt: TimestampSchema,
  endAt: TimestampSchema,
  status: AttendanceStatusSchema,
});
export type AttendanceHistoryEntry = z.infer<typeof AttendanceHistoryEntrySchema>;
export const AttendanceHistorySchema = z.object({ data: z.array(AttendanceHistoryEntrySchema) });

/** `GET /api/me/calendar-feed`: whether I have a feed (its token is never shown again). */
export const CalendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: TimestampSchema.nullable() });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** `POST /api/me/calendar-feed`: a new feed (the previous one stops working); `path` holds the secret, shown once. */
export const CreatedCalendarFeedSchema = z.object({ path: z.string(), createdAt: TimestampSchema });
export type CreatedCalendarFeed = z.infer<typeof CreatedCalendarFeedSchema>;

/** `GET /api/me/bookings`: my room and minibus bookings still to come, soonest first. */
export const MyBookingSchema = z.object({
  id: z.string(),
  kind: z.enum(['room', 'minibus']),
  resourceName: z.string(),
  title: z.string(),
  startAt: TimestampSchema,
  endAt: TimestampSchema,
  status: z.string(),
});
export type MyBooking = z.infer<typeof MyBookingSchema>;
export const MyBookingsSchema = z.object({ data: z.array(MyBookingSchema) });

/** `GET /api/me/wall`: the club wall (articles, new members, upcoming events of my sections). */
export const WallArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Its address: `/dashboard/blog/<slug>` (ADR 178). */
  slug: z.string(),
  excerpt: z.string(),
  visibility: z.enum(ARTICLE_VISIBILITIES),
  publishedAt: TimestampSchema.nullable(),
  authorName: z.string(),
  reactions: ReactionSummarySchema,
  myReaction: ReactionTypeSchema.nullable(),
  commentCount: z.number().int().min(0),
});
export type WallArticle = z.infer<typeof WallArticleSchema>;

export const WallNewMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  sectionName: z.string(),
  categoryName: z.string(),
  joinedAt: TimestampSchema,
});
export type WallNewMember = z.infer<typeof WallNewMemberSchema>;

export const WallEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: TrainingSessionTypeSchema,
  status: TrainingSessionStatusSchema,
  sectionName: z.string(),
  categoryName: z.string(),
  startAt: TimestampSchema,
  endAt: TimestampSchema,
  location: z.string().nullable(),
});
export type WallEvent = z.infer<typeof WallEventSchema>;

export const WallSchema = z.object({
  articles: z.array(WallArticleSchema),
  newMembers: z.array(WallNewMemberSchema),
  events: z.array(WallEventSchema),
});
export type Wall = z.infer<typeof WallSchema>;
