import type { Kysely } from 'kysely';
import type { Database, MedicalCertificatesTable } from '../../db/schema';

/** Stores a person's certificate, replacing the one they had (a renewal). */
export async function saveCertificate(db: Kysely<Database>, row: MedicalCertificatesTable): Promise<void> {
  const { user_id: _userId, ...changes } = row;
  await db
    .insertInto('medical_certificates')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

export async function findCertificate(db: Kysely<Database>, userId: string): Promise<MedicalCertificatesTable | undefined> {
  return db.selectFrom('medical_certificates').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findCertificateFacts(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('medical_certificates')
    .select(['certificate_date', 'valid_until', 'media_type', 'size', 'uploaded_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The facts of these people's certificates (never the bytes). */
export async function findCertificateFactsOf(db: Kysely<Database>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('medical_certificates')
    .select(['user_id', 'certificate_date', 'valid_until', 'media_type', 'size', 'uploaded_at'])
    .where('user_id', 'in', userIds)
    .execute();
}

/**
 * Whether `staffId` looks after `personId` (ADR 210): the manager of a section, or the coach of a category, that
 * the person is a member of.
 */
export async function looksAfter(db: Kysely<Database>, staffId: string, personId: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('responsibilities as r', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('r.kind', '=', 'section_manager'), eb('r.section_id', '=', eb.ref('m.section_id'))]),
          eb.and([eb('r.kind', '=', 'coach'), eb('r.category_id', '=', eb.ref('m.category_id'))]),
        ]),
      ),
    )
    .select('m.id')
    .where('m.user_id', '=', personId)
    .where('r.user_id', '=', staffId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Certificates of seasons that ended before `today` (YYYY-MM-DD). */
export async function deleteCertificatesValidUntilBefore(db: Kysely<Database>, today: string): Promise<number> {
  const result = await db.deleteFrom('medical_certificates').where('valid_until', '<', today).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Certificates of people whose every application was refused (none pending, none approved) and at least one was:
 * the file served that refused application only.
 */
export async function deleteCertificatesOfRefusedApplicants(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('medical_certificates')
    .where(({ exists, not, selectFrom, ref, and }) =>
      and([
        exists(selectFrom('applications').select('id').whereRef('applications.user_id', '=', ref('medical_certificates.user_id')).where('status', '=', 'rejected')),
        not(
          exists(
            selectFrom('applications')
              .select('id')
              .whereRef('applications.user_id', '=', ref('medical_certificates.user_id'))
              .where('status', 'in', ['pending', 'approved']),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
