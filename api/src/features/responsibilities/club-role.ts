import { isAdminRole } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findPerson, responsibilityKinds, setRole } from './responsibilities.repository';

/**
 * Keeps a person's role in step with their responsibilities (ADR 113): a section manager has role
 * `section_manager`, a coach `coach`; without any they become `member` again. Admins keep their role.
 */
export async function syncClubRole(db: Kysely<Database>, userId: string, now: string): Promise<void> {
  const person = await findPerson(db, userId);
  if (!person || isAdminRole(person.role) || person.role === 'user') return;
  const kinds = await responsibilityKinds(db, userId);
  const role = kinds.has('section_manager') ? 'section_manager' : kinds.has('coach') ? 'coach' : 'member';
  if (role !== person.role) await setRole(db, userId, role, now);
}
