import type { ReviewedApplication } from '@club/contracts';

export const APPLICATION_ID = '0b7d1c7e-1111-4000-8000-000000000001';
export const SECTION_ID = '0b7d1c7e-2222-4000-8000-000000000002';

/** An application as the API returns it; tests override what they look at. */
export function anApplication(overrides: Partial<ReviewedApplication> = {}): ReviewedApplication {
  return {
    id: APPLICATION_ID,
    motivation: 'Ceinture verte, je reprends le judo après mes études.',
    status: 'pending',
    reviewComments: null,
    createdAt: '2026-09-12T10:00:00.000Z',
    reviewedAt: null,
    sectionId: SECTION_ID,
    categoryId: 'c1',
    sectionName: 'Judo',
    categoryName: 'Seniors',
    section: { id: SECTION_ID, name: 'Judo' },
    category: { id: 'c1', name: 'Seniors' },
    emergencyContactName: 'Marc Garnier',
    emergencyContactPhone: '06 98 76 54 32',
    medicalCertificateUrl: 'https://docs.exemple.fr/certificat.pdf',
    reviewerName: null,
    applicantSections: [],
    responsibleAdults: [],
    user: { id: 'u1', firstName: 'Inès', lastName: 'Garnier', email: 'ines@exemple.fr', dateOfBirth: '1995-04-17', phone: '06 12 34 56 78' },
    ...overrides,
  };
}

export const pageOf = (data: ReviewedApplication[], total = data.length, page = 1, limit = 20) => ({
  success: true,
  data,
  total,
  page,
  limit,
  totalPages: Math.ceil(total / limit),
});
