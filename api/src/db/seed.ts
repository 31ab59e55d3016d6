import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { seedDemoIdentity } from '../features/auth/demo-identity.seed';
import { seedDemoBlog } from '../features/blog-demo/blog-demo.seed';
import { seedDemoResponsibilities } from '../features/clubs/clubs-demo.seed';
import { seedDemoFacilities } from '../features/facilities-demo/facilities-demo.seed';
import { seedDemoMemberProfiles } from '../features/member-profile/member-profile-demo.seed';
import { seedDemoTrainingSessions } from '../features/training-sessions/training-sessions-demo.seed';
import type { Logger } from '../shared/logger';
import { normalizeSearchText } from '../shared/search-text';
import type { Database } from './schema';

/**
 * Tables whose rows mean "someone already uses this database". Seeding only happens when all are
 * empty, so demo data never mixes with real data. Features that seed (demo accounts…) add their table.
 */
const CONTENT_TABLES = ['contact_messages', 'users', 'complexes'] as const satisfies readonly (keyof Database)[];

type Seeder = (db: Kysely<Database>, now: Date) => Promise<void>;

/** One unread message of the contact form, searchable in the inbox « Messages » like the site's own (ADR 169). */
function demoContactMessage(now: Date) {
  const message = {
    name: 'Camille Martin',
    email: 'camille.martin@example.fr',
    subject: 'Inscription à la section natation',
    message: 'Bonjour, reste-t-il des places pour les cours de natation adultes du mardi soir ? Merci.',
  };
  return { id: randomUUID(), ...message, created_at: now.toISOString(), search_text: normalizeSearchText(...Object.values(message)) };
}

/** Demo data, in order. Each seeder writes its feature's demo rows. Identity first: others use its accounts. */
const seeders: Seeder[] = [
  seedDemoIdentity,
  seedDemoMemberProfiles,
  // After identity: the demo section manager and coach are named on its accounts and sections.
  seedDemoResponsibilities,
  async (db, now) => {
    await db.insertInto('contact_messages').values(demoContactMessage(now)).execute();
  },
  // After identity: reservations are booked by the demo admin and coach.
  seedDemoFacilities,
  // After identity: articles, comments and reactions are the demo accounts'.
  seedDemoBlog,
  // After facilities: room sessions take over the demo's weekly bookings of their slots.
  seedDemoTrainingSessions,
];

async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

export type SeedOutcome = 'seeded' | 'skipped-production' | 'skipped-not-empty';

/** Seeds demo data into an empty database, never in production. */
export async function seedIfEmpty(options: { db: Kysely<Database>; production: boolean; logger: Logger; now?: Date }): Promise<SeedOutcome> {
  if (options.production) return 'skipped-production';
  if (!(await isDatabaseEmpty(options.db))) return 'skipped-not-empty';
  const now = options.now ?? new Date();
  await options.db.transaction().execute(async (trx) => {
    for (const seed of seeders) await seed(trx, now);
  });
  options.logger.info('database seeded with demo data');
  return 'seeded';
}
