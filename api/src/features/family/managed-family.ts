import { ageOn, FAMILY_ADULT_AGE } from '@club/contracts';
import type { Db } from '../../shared/service-context';
import { type FamilyMemberRow, listFamilyMembers } from './family.repository';

/** The family members an adult still acts for (under 18 on `now`'s day), by first name (ADR 208). */
export async function managedFamilyOf(db: Db, guardianId: string, now: Date): Promise<FamilyMemberRow[]> {
  const rows = await listFamilyMembers(db, guardianId);
  return rows.filter((row) => row.date_of_birth !== null && ageOn(row.date_of_birth, now) < FAMILY_ADULT_AGE);
}
