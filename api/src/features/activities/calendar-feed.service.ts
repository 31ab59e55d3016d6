import { ACTIVITIES_MESSAGES, TRAINING_SESSION_TYPE_LABELS, categoryWithSection, type CalendarFeedStatus, type CreatedCalendarFeed } from '@club/contracts';
import { notFoundError } from '../../shared/app-error';
import { isBanned } from '../../shared/auth/ban';
import { MEMBER_ROLES } from '../../shared/auth/member-access';
import { requireActor, requireRole } from '../../shared/auth/require-actor';
import { hashSecretToken, newSecretToken } from '../../shared/secret-token';
import { inWriteTransaction } from '../../shared/write-transaction';
import { sessionsByIds, type Call } from '../training-sessions/training-sessions.service';
import { deleteFeed, feedCreatedAt, findFeedOwner, myCategories, mySessionIds, replaceFeed } from './activities.repository';
import { buildCalendar } from './icalendar';

const DAY_MS = 24 * 3_600_000;
/** What a feed holds: the last 30 days and the next year (ADR 150). */
const FEED_PAST_DAYS = 30;
const FEED_FUTURE_DAYS = 366;
const FEED_MAX_EVENTS = 1000;
/** A feed file: a secret token (newSecretToken, 43 characters) and `.ics`. */
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

export async function feedStatus({ ctx, actor }: Call<null>): Promise<CalendarFeedStatus> {
  const me = requireRole(actor, MEMBER_ROLES);
  const createdAt = await feedCreatedAt(ctx.db, me.id);
  return { active: createdAt !== undefined, createdAt: createdAt ?? null };
}

/** A new secret (the previous URL stops working at once); only its hash is kept, the URL is answered once. */
export async function regenerateFeed({ ctx, actor }: Call<null>): Promise<CreatedCalendarFeed> {
  const me = requireRole(actor, MEMBER_ROLES);
  const token = newSecretToken();
  const createdAt = ctx.now().toISOString();
  await inWriteTransaction(ctx, (db) => replaceFeed(db, me.id, hashSecretToken(token), createdAt));
  return { path: feedPath(token), createdAt };
}

export async function revokeFeed({ ctx, actor }: Call<null>): Promise<void> {
  const me = requireActor(actor);
  await deleteFeed(ctx.db, me.id);
}

const isMemberRole = (role: string | null) => (MEMBER_ROLES as readonly (string | null)[]).includes(role);

/**
 * `GET /api/calendar/<token>.ics`: the owner's sessions as iCalendar; 404 for an unknown, revoked or malformed
 * token, for an owner who is no longer a member (a member-only read, ADR 161) and while its owner is banned
 * (the same answer: the URL says nothing about the account).
 */
export async function feedCalendar({ ctx, input }: Call<{ file: string }>): Promise<string> {
  const token = TOKEN_FILE.exec(input.file)?.[1];
  if (!token) throw notFoundError(ACTIVITIES_MESSAGES.feedNotFound);
  const feed = await findFeedOwner(ctx.db, hashSecretToken(token));
  const now = ctx.now();
  if (!feed || !isMemberRole(feed.role) || isBanned(feed, now.toISOString())) throw notFoundError(ACTIVITIES_MESSAGES.feedNotFound);
  const { member, coached } = await myCategories(ctx.db, feed.user_id);
  const period = { start: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS).toISOString(), end: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS).toISOString() };
  const ids = await mySessionIds(ctx.db, feed.user_id, [...member, ...coached], period, FEED_MAX_EVENTS);
  const sessions = await sessionsByIds(ctx.db, ids);
  const host = 'club-omnisports';
  return buildCalendar({
    name: 'Mes séances du club',
    now,
    events: sessions.map((session) => ({
      uid: `${session.id}@${host}`,
      start: session.startAt,
      end: session.endAt,
      summary: `${session.title} — ${categoryWithSection(session)}`,
      location: session.roomName ?? session.place,
      description: [
        `${TRAINING_SESSION_TYPE_LABELS[session.type]} · ${categoryWithSection(session)}`,
        session.coaches.length ? `Encadrement : ${session.coaches.map((coach) => coach.name).join(', ')}` : '',
        session.status === 'cancelled' ? 'Séance annulée' : '',
      ]
        .filter(Boolean)
        .join('\n'),
      cancelled: session.status === 'cancelled',
      lastModified: session.updatedAt,
    })),
  });
}
