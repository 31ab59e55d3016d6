import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Who manages what in the clubs (ADR 110). Admins are handled by the callers: these answer only from the
 * `responsibilities` table. Shared with the training sessions feature.
 */
type Db = Kysely<Database>;

/** Is `userId` a section manager of `sectionId`? */
export async function managesSection(db: Db, userId: string, sectionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('responsibilities')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'section_manager')
    .where('section_id', '=', sectionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Is `userId` a coach of `categoryId`? */
export async function coachesCategory(db: Db, userId: string, categoryId: string): Promise<boolean> {
  const row = await db
    .selectFrom('responsibilities')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'coach')
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The sections `userId` manages. */
export async function managedSectionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('responsibilities').select('section_id').where('user_id', '=', userId).where('kind', '=', 'section_manager').execute();
  return rows.map((row) => row.section_id);
}

/** The categories `userId` coaches. */
export async function coachedCategoryIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('responsibilities')
    .select('category_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'coach')
    .where('category_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.category_id ? [row.category_id] : []));
}
