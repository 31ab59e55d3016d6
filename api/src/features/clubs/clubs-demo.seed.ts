import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { normalizeSearchText } from '../../shared/search-text';

/** The demo association's club: every demo section belongs to it. */
const DEMO_CLUB = {
  name: 'Union Sportive des Coteaux',
  description: 'Association omnisports loi 1901 fondée en 1940 : huit sections, du football à la randonnée, pour tous les âges.',
  contactEmail: 'contact@us-coteaux.fr',
  contactPhone: '01 39 52 40 40',
  address: 'Complexe sportif municipal Jean-Bouin, 12 avenue du Stade, 92500 Rueil-Malmaison',
} as const;

/** Writes the demo club and returns its id (sections are written by the identity seed, which needs them first). */
export async function insertDemoClub(db: Kysely<Database>, createdAt: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('clubs')
    .values({
      id,
      name: DEMO_CLUB.name,
      description: DEMO_CLUB.description,
      contact_email: DEMO_CLUB.contactEmail,
      contact_phone: DEMO_CLUB.contactPhone,
      address: DEMO_CLUB.address,
      logo_url: null,
      search_text: normalizeSearchText(DEMO_CLUB.name, DEMO_CLUB.description, DEMO_CLUB.address),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  return id;
}

/** Who is responsible for what in the demo: e-mail, kind, section, category (coaches). */
const DEMO_RESPONSIBILITIES = [
  { email: 'responsable@demo.asso.fr', kind: 'section_manager', section: 'Football', category: null },
  { email: 'coach@demo.asso.fr', kind: 'coach', section: 'Football', category: 'U13' },
  { email: 'coach@demo.asso.fr', kind: 'coach', section: 'Football', category: 'U15' },
] as const;

/** The demo's section manager and coach responsibilities; after identity, which writes the accounts and sections. */
export async function seedDemoResponsibilities(db: Kysely<Database>, now: Date): Promise<void> {
  for (const row of DEMO_RESPONSIBILITIES) {
    const user = await db.selectFrom('users').select('id').where('email', '=', row.email).executeTakeFirstOrThrow();
    const section = await db.selectFrom('sections').select('id').where('name', '=', row.section).executeTakeFirstOrThrow();
    const category = row.category
      ? await db.selectFrom('categories').select('id').where('section_id', '=', section.id).where('name', '=', row.category).executeTakeFirstOrThrow()
      : null;
    await db
      .insertInto('responsibilities')
      .values({ id: randomUUID(), user_id: user.id, kind: row.kind, section_id: section.id, category_id: category?.id ?? null, created_at: now.toISOString() })
      .execute();
  }
}
