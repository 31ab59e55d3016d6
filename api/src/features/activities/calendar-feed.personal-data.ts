import type { PersonalDataSection } from '../my-data/personal-data-section';
import { feedCreatedAt } from './activities.repository';

/** "My data": whether I have a personal iCal feed and since when — never its token (only a hash is stored anyway). */
export const calendarFeedPersonalData: PersonalDataSection = {
  key: 'calendarFeed',
  async collect(db, userId) {
    const createdAt = await feedCreatedAt(db, userId);
    return { active: createdAt !== undefined, createdAt: createdAt ?? null };
  },
};
