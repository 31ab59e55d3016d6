import { z } from './zod';
import { MyBookingSchema, MySessionsSchema, WallSchema } from './activities';
import { ApplicationSchema } from './applications';
import { MembershipSchema } from './onboarding';
import { SessionNoticeSchema } from './training-sessions/session-notices';

/**
 * `GET /api/me/dashboard` (issue 30): a member's home in one read. Each field is what the page's own read of it
 * answers (`/api/me/memberships`, `/api/first-login/applications`, `/api/me/activities` without a period,
 * `/api/me/bookings`, `/api/me/wall`, `/api/me/session-notices`) as the app caches it, so the client stores
 * each under that read's query key.
 */
export const MemberDashboardSchema = z.object({
  memberships: z.array(MembershipSchema),
  applications: z.array(ApplicationSchema),
  upcomingSessions: MySessionsSchema,
  bookings: z.array(MyBookingSchema),
  wall: WallSchema,
  sessionNotices: z.array(SessionNoticeSchema),
});
export type MemberDashboard = z.infer<typeof MemberDashboardSchema>;
