import type { Application } from '@club/contracts';
import type { ApplicationViewRow } from './application-views.repository';

const namedRef = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

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
    reviewerName: row.reviewer_name,
    user: {
      id: row.user_id,
      firstName: row.first_name ?? firstFromName,
      lastName: row.last_name ?? rest.join(' '),
      email: row.email,
      dateOfBirth: row.date_of_birth,
      phone: row.phone,
    },
  };
}
