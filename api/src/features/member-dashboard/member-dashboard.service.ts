import type { MemberDashboard } from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import type { IdentityContext } from '../../shared/auth/identity-context';
import { MEMBER_ROLES } from '../../shared/auth/member-access';
import { requireRole } from '../../shared/auth/require-actor';
import { listMySessions, myUpcomingBookings, wall } from '../activities/activities.service';
import { listOwnApplications } from '../applications/applications.service';
import { listMyMemberships } from '../onboarding/onboarding.service';
import { listMyNotices } from '../session-notices/session-notices.service';

/**
 * A member's home in one read (issue 30): each part is the answer of the feature's own service, with the
 * rules of its own endpoint; members only, as four of the six parts are (ADR 161).
 */
export async function memberDashboard({ ctx, actor }: { ctx: IdentityContext; actor: Actor | null }): Promise<MemberDashboard> {
  requireRole(actor, MEMBER_ROLES);
  const call = { ctx, actor, input: null };
  const [memberships, applications, upcomingSessions, bookings, wallOfMine, notices] = await Promise.all([
    listMyMemberships({ ctx, actor }),
    listOwnApplications({ ctx, actor }),
    listMySessions({ ctx, actor, input: {} }),
    myUpcomingBookings(call),
    wall(call),
    listMyNotices(call),
  ]);
  return { memberships, applications, upcomingSessions, bookings: bookings.data, wall: wallOfMine, sessionNotices: notices.data };
}
