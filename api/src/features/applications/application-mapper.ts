import { isFamilyAddress, type Application, type MedicalCertificate, type MedicalCertificateMediaType, type ReviewedApplication } from '@club/contracts';
import type { Db } from '../../shared/service-context';
import { responsibleAdultsOfMinors } from '../family/responsible-adults';
import { membershipsOf } from './applications.repository';
import type { ApplicationViewRow } from './application-views.repository';

const namedRef = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

function certificateOf(row: ApplicationViewRow): MedicalCertificate | null {
  if (!row.certificate_date || !row.certificate_valid_until || !row.certificate_media_type || !row.certificate_uploaded_at) return null;
  return {
    date: row.certificate_date,
    validUntil: row.certificate_valid_until,
    mediaType: row.certificate_media_type as MedicalCertificateMediaType,
    size: Number(row.certificate_size),
    uploadedAt: row.certificate_uploaded_at,
  };
}

export function toApplication(row: ApplicationViewRow): Application {
  const [firstFromName = '', ...rest] = row.user_name.split(' ');
  return {
    id: row.id,
    motivation: row.motivation,
    status: row.status,
    reviewComments: row.review_comments,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    sectionId: row.section_id,
    categoryId: row.category_id,
    sectionName: row.section_name,
    categoryName: row.category_name,
    section: namedRef(row.section_id, row.section_name),
    category: namedRef(row.category_id, row.category_name),
    emergencyContactName: row.emergency_contact_name,
    emergencyContactPhone: row.emergency_contact_phone,
    medicalCertificateUrl: row.medical_certificate_url,
    medicalCertificate: certificateOf(row),
    reviewerName: row.reviewer_name,
    user: {
      id: row.user_id,
      firstName: row.first_name ?? firstFromName,
      lastName: row.last_name ?? rest.join(' '),
      // A family member without a login has no address of their own (ADR 210): their adults are the contact.
      email: isFamilyAddress(row.email) ? '' : row.email,
      dateOfBirth: row.date_of_birth,
      phone: row.phone,
    },
  };
}

/**
 * Applications as reviewers read them: each says which sections its applicant already belonged to when applying,
 * and a minor's responsible adults (ADR 210).
 */
export async function toReviewedApplications(db: Db, rows: ApplicationViewRow[], now: Date): Promise<ReviewedApplication[]> {
  const [memberships, adults] = await Promise.all([
    membershipsOf(db, [...new Set(rows.map((row) => row.user_id))]),
    responsibleAdultsOfMinors(
      db,
      rows.map((row) => ({ id: row.user_id, dateOfBirth: row.date_of_birth })),
      now,
    ),
  ]);
  return rows.map((row) => ({
    ...toApplication(row),
    responsibleAdults: adults.get(row.user_id) ?? [],
    applicantSections: [
      ...new Set(
        memberships
          .filter((membership) => membership.user_id === row.user_id && membership.created_at < row.created_at)
          .map((membership) => membership.section_name),
      ),
    ],
  }));
}

export async function toReviewedApplication(db: Db, row: ApplicationViewRow, now: Date): Promise<ReviewedApplication> {
  const [application = { ...toApplication(row), applicantSections: [], responsibleAdults: [] }] = await toReviewedApplications(db, [row], now);
  return application;
}
