import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { validationError } from '../../shared/app-error';
import { coachesCategory, managesSection } from '../responsibilities/club-access';
import { lockCoaches } from './training-sessions.repository';

/**
 * The coaches named by a plan, locked for the overlap check (training-sessions.repository.ts `lockCoaches`).
 * Each must exist and coach the category or manage its section (ADR 120).
 */
export async function assertEligibleCoaches(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  category: { id: string; name: string; section_id: string },
  coachIds: string[],
): Promise<{ id: string; name: string }[]> {
  const coaches = await lockCoaches(db, dialect, coachIds);
  if (coaches.length !== coachIds.length) throw validationError([{ path: 'coachIds', message: "Cet entraîneur n'existe pas" }], "Cet entraîneur n'existe pas");
  for (const coach of coaches) {
    if (!(await coachesCategory(db, coach.id, category.id)) && !(await managesSection(db, coach.id, category.section_id))) {
      const message = `${coach.name} n'est ni entraîneur de la catégorie ${category.name} ni responsable de sa section.`;
      throw validationError([{ path: 'coachIds', message }], message);
    }
  }
  // The order the plan gave (the lock read them in id order).
  return coachIds.map((id) => coaches.find((coach) => coach.id === id)!);
}
