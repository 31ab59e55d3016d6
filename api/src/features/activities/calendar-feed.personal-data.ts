import type { PersonalDataSection } from '../my-data/personal-data';

/** "My data": whether I have a personal iCal feed and since when — never its token (only a hash is stored anyway). */
export const calendarFeedPersonalData: PersonalDataSection = {
  key: 'calendarFeed',
  async collect(db, userId) {
    const row = await db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst();
    return { active: Boolean(row), createdAt: row?.created_at ?? null };
  },
};
