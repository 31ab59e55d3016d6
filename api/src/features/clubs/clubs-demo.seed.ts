import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { normalizeSearchText } from '../../shared/search-text';

/** The demo association's club: every demo section belongs to it. */
export const DEMO_CLUB = {
  name: 'Union sportive de Villeneuve',
  description: 'Association omnisports loi 1901 fondée en 1940 : huit sections, du football à la randonnée, pour tous les âges.',
  contactEmail: 'contact@usvilleneuve.fr',
  contactPhone: '01 45 67 89 10',
  address: 'Complexe sportif municipal, 12 avenue Jean-Jaurès, 92390 Villeneuve-la-Garenne',
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
