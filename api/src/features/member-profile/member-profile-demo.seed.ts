import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Visibility choices of the demo's members (after the identity seed): some share, some do not (issue 14). */
const DEMO_PROFILES = [
  { email: 'sophie.laurent@demo.asso.fr', contact: ['Marc Laurent', '06 24 68 10 12'], shareEmail: 1, sharePhone: 1, showInNewMembers: 1 },
  { email: 'antoine.dubois@demo.asso.fr', contact: ['Hélène Dubois', '06 35 79 11 13'], shareEmail: 1, sharePhone: 0, showInNewMembers: 1 },
  { email: 'coach@demo.asso.fr', contact: ['Samira Benali', '06 46 80 12 14'], shareEmail: 1, sharePhone: 1, showInNewMembers: 0 },
] as const;

/**
 * The demo coach trains the adult swimmers: a membership of Natation — Adultes lets him see them (and
 * their emergency contacts) on /dashboard/members; membre@ keeps the default (nothing shared).
 */
export async function seedDemoMemberProfiles(db: Kysely<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      DEMO_PROFILES.map((profile) => profile.email),
    )
    .execute();
  const idOf = new Map(users.map((user) => [user.email, user.id]));
  for (const profile of DEMO_PROFILES) {
    const userId = idOf.get(profile.email);
    if (!userId) continue;
    await db
      .insertInto('member_profiles')
      .values({
        user_id: userId,
        emergency_contact_name: profile.contact[0],
        emergency_contact_phone: profile.contact[1],
        share_email: profile.shareEmail,
        share_phone: profile.sharePhone,
        show_in_new_members: profile.showInNewMembers,
        updated_at: at,
      })
      .execute();
  }
  const coachId = idOf.get('coach@demo.asso.fr');
  const swimmers = await db
    .selectFrom('categories as c')
    .innerJoin('sections as s', 's.id', 'c.section_id')
    .select(['c.id as categoryId', 's.id as sectionId'])
    .where('s.name', '=', 'Natation')
    .where('c.name', '=', 'Adultes')
    .executeTakeFirst();
  if (coachId && swimmers) {
    await db
      .insertInto('memberships')
      .values({ id: randomUUID(), user_id: coachId, section_id: swimmers.sectionId, category_id: swimmers.categoryId, application_id: null, created_at: at })
      .execute();
  }
}
