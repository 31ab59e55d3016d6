import { MyActivitiesQuerySchema, ROLES } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { membersOnly } from '../../shared/auth/member-access';
import { allowRoles } from '../../shared/auth/require-role.middleware';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { myAttendanceHistory, listMySessions, myUpcomingBookings, wall } from './activities.service';
import { feedCalendar, feedStatus, regenerateFeed, revokeFeed } from './calendar-feed.service';
import { actForFamilyMember } from '../family/act-for-family-member.middleware';

/**
 * The member area's own reads (issue 14): my sessions, attendance, bookings and the club wall; my personal iCal
 * feed and its public, token-addressed calendar (ADRs 150–152). Members only (ADR 161), but the feed is also an
 * adult's who acts for family members (ADR 208); anyone signed in may still revoke their feed. Sign-up and withdrawal stay the training sessions' endpoints.
 */
export function activitiesRoutes({ ctx }: { ctx: ServiceContext }) {
  const familyMember = actForFamilyMember(ctx);
  return (
    new Hono<AppEnv>()
      .get('/me/activities', familyMember, membersOnly, async (c) =>
        c.json(await listMySessions({ ctx, actor: c.var.actor, input: readQuery(c, MyActivitiesQuerySchema) })),
      )
      .get('/me/attendance', familyMember, membersOnly, async (c) => c.json(await myAttendanceHistory({ ctx, actor: c.var.actor, input: null })))
      .get('/me/bookings', membersOnly, async (c) => c.json(await myUpcomingBookings({ ctx, actor: c.var.actor, input: null })))
      .get('/me/wall', membersOnly, async (c) => c.json(await wall({ ctx, actor: c.var.actor, input: null })))
      // A member's, or an adult's who acts for family members under 18 (ADR 208): the service decides.
      .get('/me/calendar-feed', allowRoles(ROLES), async (c) => c.json(await feedStatus({ ctx, actor: c.var.actor, input: null })))
      .post('/me/calendar-feed', allowRoles(ROLES), async (c) => c.json(await regenerateFeed({ ctx, actor: c.var.actor, input: null }), 201))
      .delete('/me/calendar-feed', allowRoles(ROLES), async (c) => {
        await revokeFeed({ ctx, actor: c.var.actor, input: null });
        return c.body(null, 204);
      })
      .get('/calendar/:file', async (c) => {
        const body = await feedCalendar({ ctx, actor: c.var.actor, input: { file: c.req.param('file') } });
        return c.body(body, 200, {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'inline; filename="seances.ics"',
        });
      })
  );
}
