import {
  AttendanceHistorySchema,
  CalendarFeedStatusSchema,
  CreatedCalendarFeedSchema,
  MyBookingsSchema,
  MySessionsSchema,
  WallSchema,
  type AttendanceHistoryEntry,
  type CalendarFeedStatus,
  type CreatedCalendarFeed,
  type MyBooking,
  type MySessions,
  type Wall,
} from '@club/contracts';
import { http } from '@club/http';
import { queryOptions, useMutation, useQueryClient } from '@club/stack';
import { trainingSessionKeys } from '../training-sessions/training-session-keys';

/** Hierarchical keys of the member area's own reads (issue 14). */
export const activityKeys = {
  all: ['me', 'activities'] as const,
  sessions: (period: { startDate: string; endDate: string }) => [...activityKeys.all, 'sessions', period] as const,
  upcoming: () => [...activityKeys.all, 'upcoming'] as const,
  attendance: () => [...activityKeys.all, 'attendance'] as const,
  /** A family's reads (ADR 208), under the same prefix: a sign-up refreshes the adult's and theirs. */
  family: (kind: 'upcoming' | 'attendance', people: readonly string[]) => [...activityKeys.all, 'family', kind, people] as const,
  bookings: () => [...activityKeys.all, 'bookings'] as const,
  wall: () => [...activityKeys.all, 'wall'] as const,
  calendarFeed: () => [...activityKeys.all, 'calendar-feed'] as const,
};

/**
 * `GET /api/me/activities`: my sessions over the period (Paris dates, end day included), or of the next four weeks without
 * one; with `personId`, a family member's (ADR 208).
 */
export function getMySessions(period: { startDate: string; endDate: string } | undefined, signal?: AbortSignal, personId?: string): Promise<MySessions> {
  return http.get('/me/activities', { query: { ...period, personId }, parse: MySessionsSchema, signal });
}
export const mySessionsQueryOptions = (period: { startDate: string; endDate: string }) =>
  queryOptions({ queryKey: activityKeys.sessions(period), queryFn: ({ signal }) => getMySessions(period, signal) });
/** My next sessions: today and the next 27 days (the server's default period, `upcomingActivitiesPeriod`). */
export const myUpcomingSessionsQueryOptions = () => queryOptions({ queryKey: activityKeys.upcoming(), queryFn: ({ signal }) => getMySessions(undefined, signal) });

/** `GET /api/me/attendance`, or a family member's with `personId` (ADR 208). */
export function getMyAttendance(signal?: AbortSignal, personId?: string): Promise<AttendanceHistoryEntry[]> {
  return http.get('/me/attendance', { parse: AttendanceHistorySchema, signal, query: { personId } }).then((body) => body.data);
}
export const myAttendanceQueryOptions = () => queryOptions({ queryKey: activityKeys.attendance(), queryFn: ({ signal }) => getMyAttendance(signal) });

/** `GET /api/me/bookings`. */
export function getMyBookings(signal?: AbortSignal): Promise<MyBooking[]> {
  return http.get('/me/bookings', { parse: MyBookingsSchema, signal }).then((body) => body.data);
}
export const myBookingsQueryOptions = () => queryOptions({ queryKey: activityKeys.bookings(), queryFn: ({ signal }) => getMyBookings(signal) });

/** `GET /api/me/wall`. */
export function getWall(signal?: AbortSignal): Promise<Wall> {
  return http.get('/me/wall', { parse: WallSchema, signal });
}
export const wallQueryOptions = () => queryOptions({ queryKey: activityKeys.wall(), queryFn: ({ signal }) => getWall(signal) });

/** `GET /api/me/calendar-feed`. */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedStatus> {
  return http.get('/me/calendar-feed', { parse: CalendarFeedStatusSchema, signal });
}
export const calendarFeedQueryOptions = () => queryOptions({ queryKey: activityKeys.calendarFeed(), queryFn: ({ signal }) => getCalendarFeed(signal) });

/** `POST /api/me/calendar-feed`: a new secret URL (the old one stops working), answered once. */
export function useRegenerateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CreatedCalendarFeed> => http.post('/me/calendar-feed', undefined, { parse: CreatedCalendarFeedSchema }),
    onSuccess: (created) => queryClient.setQueryData(activityKeys.calendarFeed(), { active: true, createdAt: created.createdAt }),
  });
}

/** `DELETE /api/me/calendar-feed`. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => void (await http.delete('/me/calendar-feed')),
    onSuccess: () => queryClient.setQueryData(activityKeys.calendarFeed(), { active: false, createdAt: null }),
  });
}

/** Sign up to (`register: true`) or withdraw from a session, me or a family member (`personId`); my lists and the session's views refresh. */
export function useSessionRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sessionId, register, personId }: { sessionId: string; register: boolean; personId?: string }) => {
      const path = `/training-sessions/${encodeURIComponent(sessionId)}/registration`;
      if (register) await http.post(path, undefined, { query: { personId } });
      else await http.delete(path, { query: { personId } });
    },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: activityKeys.all }), queryClient.invalidateQueries({ queryKey: trainingSessionKeys.all })]),
  });
}
