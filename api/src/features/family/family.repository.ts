import type { Db } from '../../shared/service-context';

/** A family member with their link to one adult. */
export async function findFamilyMember(db: Db, guardianId: string, personId: string) {
  return db
    .selectFrom('family_links as f')
    .innerJoin('users as u', 'u.id', 'f.person_id')
    .select(['u.id', 'u.email', 'u.name', 'u.role', 'u.first_name', 'u.last_name', 'u.date_of_birth', 'f.relationship', 'f.created_at'])
    .where('f.guardian_id', '=', guardianId)
    .where('f.person_id', '=', personId)
    .executeTakeFirst();
}

export type FamilyMemberRow = NonNullable<Awaited<ReturnType<typeof findFamilyMember>>>;

/** The adult's family members, by first name. */
export async function listFamilyMembers(db: Db, guardianId: string): Promise<FamilyMemberRow[]> {
  return db
    .selectFrom('family_links as f')
    .innerJoin('users as u', 'u.id', 'f.person_id')
    .select(['u.id', 'u.email', 'u.name', 'u.role', 'u.first_name', 'u.last_name', 'u.date_of_birth', 'f.relationship', 'f.created_at'])
    .where('f.guardian_id', '=', guardianId)
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

/** Memberships of these people, one row each, with section and category names. */
export async function membershipsOfPeople(db: Db, personIds: readonly string[]) {
  if (personIds.length === 0) return [];
  return db
    .selectFrom('memberships as m')
    .innerJoin('sections as s', 's.id', 'm.section_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .select(['m.user_id', 's.name as section_name', 'c.name as category_name'])
    .where('m.user_id', 'in', personIds)
    .orderBy('s.name')
    .execute();
}

export async function pendingApplicationsOfPeople(db: Db, personIds: readonly string[]) {
  if (personIds.length === 0) return [];
  return db.selectFrom('applications').select(['user_id']).where('user_id', 'in', personIds).where('status', '=', 'pending').execute();
}

export async function insertFamilyMember(
  db: Db,
  person: { id: string; email: string; name: string; first_name: string; last_name: string; date_of_birth: string; now: string },
  link: { guardian_id: string; relationship: string },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: person.id,
      email: person.email,
      name: person.name,
      email_verified: 0,
      first_name: person.first_name,
      last_name: person.last_name,
      date_of_birth: person.date_of_birth,
      role: 'user',
      created_at: person.now,
      updated_at: person.now,
    })
    .execute();
  await db
    .insertInto('family_links')
    .values({ guardian_id: link.guardian_id, person_id: person.id, relationship: link.relationship, created_at: person.now })
    .execute();
}

export async function updateFamilyMember(
  db: Db,
  guardianId: string,
  personId: string,
  change: { name: string; first_name: string; last_name: string; date_of_birth: string; relationship: string; now: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: change.name, first_name: change.first_name, last_name: change.last_name, date_of_birth: change.date_of_birth, updated_at: change.now })
    .where('id', '=', personId)
    .execute();
  await db.updateTable('family_links').set({ relationship: change.relationship }).where('guardian_id', '=', guardianId).where('person_id', '=', personId).execute();
}

/** Deletes the person and everything that goes with their account (memberships, sign-ups, certificate…). */
export async function deletePerson(db: Db, personId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', personId).execute();
}

/** The adults responsible for each of these people, with their contact (staff views, mail). */
export async function responsibleAdultsOf(db: Db, personIds: readonly string[]) {
  if (personIds.length === 0) return [];
  return db
    .selectFrom('family_links as f')
    .innerJoin('users as g', 'g.id', 'f.guardian_id')
    .select(['f.person_id', 'g.id as guardian_id', 'g.name', 'g.first_name', 'g.email', 'g.phone', 'f.relationship'])
    .where('f.person_id', 'in', personIds)
    .orderBy('f.created_at')
    .execute();
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst()) !== undefined;
}

export async function setLoginEmail(db: Db, personId: string, email: string, now: string): Promise<void> {
  await db.updateTable('users').set({ email: email.toLowerCase(), email_verified: 0, updated_at: now }).where('id', '=', personId).execute();
}

export async function dateOfBirthOf(db: Db, userId: string): Promise<string | null> {
  return (await db.selectFrom('users').select('date_of_birth').where('id', '=', userId).executeTakeFirst())?.date_of_birth ?? null;
}

/** The family links a person is on, either side: the people they are responsible for and their own adults. */
export async function familyLinksOfPerson(db: Db, userId: string) {
  const [responsibleFor, responsibleAdults] = await Promise.all([
    db
      .selectFrom('family_links as f')
      .innerJoin('users as u', 'u.id', 'f.person_id')
      .select(['u.id', 'u.first_name', 'u.last_name', 'u.date_of_birth', 'f.relationship', 'f.created_at'])
      .where('f.guardian_id', '=', userId)
      .orderBy('f.created_at')
      .execute(),
    db
      .selectFrom('family_links as f')
      .innerJoin('users as u', 'u.id', 'f.guardian_id')
      .select(['u.id', 'u.name', 'f.relationship', 'f.created_at'])
      .where('f.person_id', '=', userId)
      .orderBy('f.created_at')
      .execute(),
  ]);
  return { responsibleFor, responsibleAdults };
}
