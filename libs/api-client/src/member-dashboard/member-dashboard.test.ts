import { fakeServer, json } from '@club/http/testing';
import { QueryClient } from '@club/stack';
import { describe, expect, it } from 'vitest';
import { myBookingsQueryOptions, myUpcomingSessionsQueryOptions, wallQueryOptions } from '../activities/activities';
import { sessionNoticesQueryOptions } from '../activities/session-notices';
import { myApplicationsQueryOptions } from '../applications/get-my-applications';
import { myMembershipsQueryOptions } from '../memberships/get-my-memberships';
import { ensureMemberDashboard } from './member-dashboard';

const dashboard = {
  memberships: [{ id: 'm1', sectionId: 's1', sectionName: 'Judo', categoryId: 'c1', categoryName: 'Seniors', createdAt: '2026-09-03T09:00:00.000Z' }],
  applications: [],
  upcomingSessions: { period: { start: '2026-03-23T00:00:00.000Z', end: '2026-04-20T00:00:00.000Z' }, data: [] },
  bookings: [],
  wall: { articles: [], newMembers: [], events: [] },
  sessionNotices: [],
};

describe('ensureMemberDashboard', () => {
  it("reads GET /api/me/dashboard once and caches each part under its own read's key", async () => {
    const server = fakeServer(({ path }) => (path === '/api/me/dashboard' ? json(200, dashboard) : undefined));
    const queryClient = new QueryClient();
    await ensureMemberDashboard(queryClient);
    expect(server.calls.map((call) => call.path)).toEqual(['/api/me/dashboard']);
    expect(queryClient.getQueryData(myMembershipsQueryOptions().queryKey)).toEqual(dashboard.memberships);
    expect(queryClient.getQueryData(myApplicationsQueryOptions().queryKey)).toEqual([]);
    expect(queryClient.getQueryData(myUpcomingSessionsQueryOptions().queryKey)).toEqual(dashboard.upcomingSessions);
    expect(queryClient.getQueryData(myBookingsQueryOptions().queryKey)).toEqual([]);
    expect(queryClient.getQueryData(wallQueryOptions().queryKey)).toEqual(dashboard.wall);
    expect(queryClient.getQueryData(sessionNoticesQueryOptions().queryKey)).toEqual([]);
  });

  it('sends nothing when the six reads are already cached, and reads once when one of them is missing', async () => {
    const server = fakeServer(({ path }) => (path === '/api/me/dashboard' ? json(200, dashboard) : undefined));
    const queryClient = new QueryClient();
    await ensureMemberDashboard(queryClient);
    await ensureMemberDashboard(queryClient);
    expect(server.calls).toHaveLength(1);
    queryClient.removeQueries({ queryKey: wallQueryOptions().queryKey });
    await ensureMemberDashboard(queryClient);
    expect(server.calls).toHaveLength(2);
    expect(queryClient.getQueryData(wallQueryOptions().queryKey)).toEqual(dashboard.wall);
  });
});
