import type { AttendanceHistoryEntry, MyActivitiesQuery, MyBooking, MySessions, TrainingSessionType, Wall } from '@club/contracts';
import { latestAdultBirthDate, resolvePeriod, upcomingActivitiesPeriod } from '@club/contracts';
import { MEMBER_ROLES } from '../../shared/auth/member-access';
import { requireRole } from '../../shared/auth/require-actor';
import { personName } from '../blog/article-row';
import { wallArticles } from '../blog/wall-articles.service';
import { sessionsByIds, type Call } from '../training-sessions/training-sessions.service';
import { waitingPositionsOf } from '../training-sessions/waiting-list.service';
import * as repository from './activities.repository';

const MAX_SESSIONS = 500;

/**
 * My sessions over a period (default: the current Paris week): those of the categories I belong to or coach and
 * those naming me coach — never another category's (ADR 151) — with my sign-up, my attendance and the places left.
 */
export async function listMySessions({ ctx, actor, input }: Call<MyActivitiesQuery>): Promise<MySessions> {
  const me = requireRole(actor, MEMBER_ROLES);
  const period = resolvePeriod(input, upcomingActivitiesPeriod(ctx.now()));
  const { member, coached } = await repository.myCategories(ctx.db, me.id);
  const ids = await repository.mySessionIds(ctx.db, me.id, [...member, ...coached], period, MAX_SESSIONS);
  const [sessions, registered, attendance, coaching, waiting] = await Promise.all([
    sessionsByIds(ctx.db, ids),
    repository.myRegistrations(ctx.db, me.id, ids),
    repository.myAttendanceOf(ctx.db, me.id, ids),
    repository.coachedSessionIds(ctx.db, me.id, ids),
    waitingPositionsOf(ctx.db, me.id, ids),
  ]);
  const now = ctx.now().toISOString();
  const memberOf = new Set(member);
  return {
    period,
    data: sessions.map((session) => ({
      ...session,
      registered: registered.has(session.id),
      placesLeft: session.maxParticipants === null ? null : Math.max(0, session.maxParticipants - session.registeredCount),
      canRegister: me.role !== 'user' && memberOf.has(session.categoryId) && session.status === 'planned' && session.startAt > now,
      waitingPosition: waiting.get(session.id) ?? null,
      coaching: coaching.has(session.id) || coached.includes(session.categoryId),
      attendance: attendance.get(session.id) ?? null,
    })),
  };
}

export async function myAttendanceHistory({ ctx, actor }: Call<null>): Promise<{ data: AttendanceHistoryEntry[] }> {
  const me = requireRole(actor, MEMBER_ROLES);
  const rows = await repository.attendanceHistory(ctx.db, me.id, 100);
  return {
    data: rows.map((row) => ({
      sessionId: row.session_id,
      title: row.title,
      type: row.type as TrainingSessionType,
      sectionName: row.section_name,
      categoryName: row.category_name,
      startAt: row.start_at,
      endAt: row.end_at,
      status: row.status as AttendanceHistoryEntry['status'],
    })),
  };
}

export async function myUpcomingBookings({ ctx, actor }: Call<null>): Promise<{ data: MyBooking[] }> {
  const me = requireRole(actor, MEMBER_ROLES);
  const rows = await repository.upcomingBookings(ctx.db, me.id, ctx.now().toISOString(), 10);
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      resourceName: row.resource_name,
      title: row.title,
      startAt: row.start_at,
      endAt: row.end_at,
      status: row.status,
    })),
  };
}

/**
 * The club wall (ADR 152): the latest articles I may read (members-only ones for members) with their reactions,
 * my reaction and their visible comments; new members of my sections who agreed to be shown; matches and
 * stages to come in my sections.
 */
export async function wall({ ctx, actor }: Call<null>): Promise<Wall> {
  const me = requireRole(actor, MEMBER_ROLES);
  const now = ctx.now().toISOString();
  const sectionIds = await repository.mySectionIds(ctx.db, me.id);
  const [articles, members, events] = await Promise.all([
    wallArticles(ctx, me, 10),
    repository.newMembers(ctx.db, sectionIds, me.id, 12, latestAdultBirthDate(ctx.now())),
    repository.upcomingEvents(ctx.db, sectionIds, now, 10),
  ]);
  return {
    articles,
    newMembers: members.map((row) => ({
      id: row.id,
      name: personName(row, 'Membre'),
      sectionName: row.section_name,
      categoryName: row.category_name,
      joinedAt: row.created_at,
    })),
    events: events.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      status: row.status,
      sectionName: row.section_name,
      categoryName: row.category_name,
      startAt: row.start_at,
      endAt: row.end_at,
      location: row.room_name ?? row.place,
    })),
  };
}
