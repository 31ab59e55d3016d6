import type { PersonalDataSection } from '../my-data/personal-data-section';
import { feedCreatedAt } from './activities.repository';
import { feedFamily } from './calendar-feed.events';

/**
 * "My data": whether I have a personal iCal feed and since when — never its token (only a hash is stored anyway) —
 * and the family members whose sessions it also carries, by first name (ADR 208).
 */
export const calendarFeedPersonalData: PersonalDataSection = {
  key: 'calendarFeed',
  async collect(db, userId, now) {
    const createdAt = await feedCreatedAt(db, userId);
    if (createdAt === undefined) return { active: false, createdAt: null, familyMembers: [] };
    const { carried } = await feedFamily(db, userId, now);
    return { active: true, createdAt, familyMembers: carried.map((person) => person.prefix) };
  },
};
