import { ACTIVITIES_MESSAGES, type CalendarFeedStatus, type CreatedCalendarFeed } from '@club/contracts';
import { forbiddenError, notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { isBanned } from '../../shared/auth/ban';
import { requireActor } from '../../shared/auth/require-actor';
import { hashSecretToken, newSecretToken } from '../../shared/secret-token';
import type { Db } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import type { Call } from '../training-sessions/training-sessions.service';
import { deleteFeed, feedCreatedAt, findFeedOwner, replaceFeed } from './activities.repository';
import { type FeedPerson, feedEvents, feedFamily, isMemberRole } from './calendar-feed.events';
import { buildCalendar } from './icalendar';

/** A feed file: a secret token (newSecretToken, 43 characters) and `.ics`. */
const TOKEN_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export const feedPath = (token: string) => `/api/calendar/${token}.ics`;

/**
 * Who may hold a feed: a member (ADR 161), or an adult who is no member but acts for family members under 18,
 * whose sessions the feed carries (ADR 208).
 */
async function feedHolder(db: Db, actor: Actor | null, now: Date): Promise<Actor> {
  const me = requireActor(actor);
  if (isMemberRole(me.role)) return me;
  if (!me.guardian && (await feedFamily(db, me.id, now)).managed > 0) return me;
  throw forbiddenError();
}

export async function feedStatus({ ctx, actor }: Call<null>): Promise<CalendarFeedStatus> {
  const me = await feedHolder(ctx.db, actor, ctx.now());
  const createdAt = await feedCreatedAt(ctx.db, me.id);
  return { active: createdAt !== undefined, createdAt: createdAt ?? null };
}

/** A new secret (the previous URL stops working at once); only its hash is kept, the URL is answered once. */
export async function regenerateFeed({ ctx, actor }: Call<null>): Promise<CreatedCalendarFeed> {
  const me = await feedHolder(ctx.db, actor, ctx.now());
  const token = newSecretToken();
  const createdAt = ctx.now().toISOString();
  await inWriteTransaction(ctx, (db) => replaceFeed(db, me.id, hashSecretToken(token), createdAt));
  return { path: feedPath(token), createdAt };
}

export async function revokeFeed({ ctx, actor }: Call<null>): Promise<void> {
  const me = requireActor(actor);
  await deleteFeed(ctx.db, me.id);
}

/**
 * `GET /api/calendar/<token>.ics`: the owner's sessions as iCalendar, and those of the family members they act
 * for, each summary prefixed with the person's first name (ADR 208); 404 for an unknown, revoked or malformed
 * token, for an owner who is neither a member (a member-only read, ADR 161) nor the adult of a family member
 * under 18, and while its owner is banned (the same answer: the URL says nothing about the account).
 */
export async function feedCalendar({ ctx, input }: Call<{ file: string }>): Promise<string> {
  const token = TOKEN_FILE.exec(input.file)?.[1];
  if (!token) throw notFoundError(ACTIVITIES_MESSAGES.feedNotFound);
  const feed = await findFeedOwner(ctx.db, hashSecretToken(token));
  const now = ctx.now();
  if (!feed || isBanned(feed, now.toISOString())) throw notFoundError(ACTIVITIES_MESSAGES.feedNotFound);
  const family = await feedFamily(ctx.db, feed.user_id, now);
  if (!isMemberRole(feed.role) && family.managed === 0) throw notFoundError(ACTIVITIES_MESSAGES.feedNotFound);
  const people: FeedPerson[] = [...(isMemberRole(feed.role) ? [{ id: feed.user_id, prefix: null }] : []), ...family.carried];
  return buildCalendar({ name: 'Mes séances du club', now, events: await feedEvents(ctx.db, people, now) });
}
