import { TRAINING_SESSION_TYPE_LABELS, categoryWithSection } from '@club/contracts';
import { MEMBER_ROLES } from '../../shared/auth/member-access';
import type { Db } from '../../shared/service-context';
import { managedFamilyOf } from '../family/managed-family';
import { sessionsByIds } from '../training-sessions/training-sessions.service';
import { myCategories, mySessionIds } from './activities.repository';
import type { CalendarEvent } from './icalendar';

const DAY_MS = 24 * 3_600_000;
/** What a feed holds: the last 30 days and the next year (ADR 150). */
const FEED_PAST_DAYS = 30;
const FEED_FUTURE_DAYS = 366;
const FEED_MAX_EVENTS = 1000;

/** Whose sessions a feed carries: its owner, and the family members they act for (a first name to prefix). */
export interface FeedPerson {
  id: string;
  /** The family member's first name before each summary; null for the feed's owner. */
  prefix: string | null;
}

export const isMemberRole = (role: string | null) => (MEMBER_ROLES as readonly (string | null)[]).includes(role);

/**
 * The family members under 18 a feed's owner acts for (`managed`), and those whose sessions it carries (`carried`):
 * members, the only ones with categories (ADR 208).
 */
export async function feedFamily(db: Db, ownerId: string, now: Date): Promise<{ managed: number; carried: FeedPerson[] }> {
  const managed = await managedFamilyOf(db, ownerId, now);
  const carried = managed.filter((person) => isMemberRole(person.role)).map((person) => ({ id: person.id, prefix: person.first_name ?? person.name }));
  return { managed: managed.length, carried };
}

/** The ids of one person's sessions in the feed's period: of their categories, or naming them coach. */
async function sessionIdsOf(db: Db, personId: string, period: { start: string; end: string }): Promise<string[]> {
  const { member, coached } = await myCategories(db, personId);
  return mySessionIds(db, personId, [...member, ...coached], period, FEED_MAX_EVENTS);
}

const host = 'club-omnisports';

/** The feed's events, soonest first, at most FEED_MAX_EVENTS: each person's sessions of the last 30 days and the next year. */
export async function feedEvents(db: Db, people: FeedPerson[], now: Date): Promise<CalendarEvent[]> {
  const period = { start: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS).toISOString(), end: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS).toISOString() };
  const idsOf = await Promise.all(people.map((person) => sessionIdsOf(db, person.id, period)));
  const sessions = new Map((await sessionsByIds(db, [...new Set(idsOf.flat())])).map((session) => [session.id, session]));
  const events = people.flatMap((person, index) =>
    (idsOf[index] ?? []).flatMap((id) => {
      const session = sessions.get(id);
      if (!session) return [];
      const summary = `${session.title} — ${categoryWithSection(session)}`;
      return [
        {
          // The owner's events keep the session id alone, so that feeds subscribed before families keep their events.
          uid: person.prefix === null ? `${session.id}@${host}` : `${session.id}.${person.id}@${host}`,
          start: session.startAt,
          end: session.endAt,
          summary: person.prefix === null ? summary : `${person.prefix} — ${summary}`,
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
        },
      ];
    }),
  );
  return events.sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid)).slice(0, FEED_MAX_EVENTS);
}
