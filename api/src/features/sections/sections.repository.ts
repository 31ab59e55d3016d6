import type { Kysely } from 'kysely';
import type { CategoriesTable, Database, SectionsTable } from '../../db/schema';

export async function listSectionRows(db: Kysely<Database>): Promise<SectionsTable[]> {
  return db.selectFrom('sections').selectAll().orderBy('name').execute();
}

export async function findSectionRow(db: Kysely<Database>, id: string): Promise<SectionsTable | undefined> {
  return db.selectFrom('sections').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Categories of one section, or of every section; in creation order (U11 before U13 as seeded). */
export async function listCategoryRows(db: Kysely<Database>, sectionId?: string): Promise<CategoriesTable[]> {
  let query = db.selectFrom('categories').selectAll();
  if (sectionId) query = query.where('section_id', '=', sectionId);
  return query.orderBy('created_at').orderBy('name').execute();
}
