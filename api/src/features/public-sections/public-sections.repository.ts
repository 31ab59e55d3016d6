import type { Kysely } from 'kysely';
import type { CategoriesTable, Database } from '../../db/schema';

export interface PublicSectionRow {
  id: string;
  name: string;
  sport: string;
  description: string;
  season_fee_cents: number;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  club_name: string;
  club_email: string | null;
  club_phone: string | null;
}

/** Every section with its club's name and contact, by name then id (the order slugs are given in). */
export async function listPublicSectionRows(db: Kysely<Database>): Promise<PublicSectionRow[]> {
  return db
    .selectFrom('sections as section')
    .innerJoin('clubs as club', 'club.id', 'section.club_id')
    .select([
      'section.id',
      'section.name',
      'section.sport',
      'section.description',
      'section.season_fee_cents',
      'section.contact_name',
      'section.contact_email',
      'section.contact_phone',
      'club.name as club_name',
      'club.contact_email as club_email',
      'club.contact_phone as club_phone',
    ])
    .orderBy('section.name')
    .orderBy('section.id')
    .execute();
}

export async function listPublicCategoryRows(db: Kysely<Database>, sectionIds: string[]): Promise<CategoriesTable[]> {
  if (sectionIds.length === 0) return [];
  return db.selectFrom('categories').selectAll().where('section_id', 'in', sectionIds).orderBy('created_at').orderBy('name').execute();
}

export interface PublicSessionRow {
  category_id: string;
  start_at: string;
  end_at: string;
  place: string | null;
  room_name: string | null;
  complex_name: string | null;
}

/** The planned trainings of these categories starting in [start, end): when and where, nothing about people. */
export async function listPlannedTrainings(db: Kysely<Database>, categoryIds: string[], start: string, end: string): Promise<PublicSessionRow[]> {
  if (categoryIds.length === 0) return [];
  return db
    .selectFrom('training_sessions as session')
    .leftJoin('rooms as room', 'room.id', 'session.room_id')
    .leftJoin('complexes as complex', 'complex.id', 'room.complex_id')
    .select(['session.category_id', 'session.start_at', 'session.end_at', 'session.place', 'room.name as room_name', 'complex.name as complex_name'])
    .where('session.category_id', 'in', categoryIds)
    .where('session.status', '=', 'planned')
    .where('session.type', '=', 'training')
    .where('session.start_at', '>=', start)
    .where('session.start_at', '<', end)
    .orderBy('session.start_at')
    .execute();
}
