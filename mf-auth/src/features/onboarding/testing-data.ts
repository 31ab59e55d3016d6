import type { Application, FirstLoginStatus, MembershipOptions } from '@club/contracts';

export const JUDO = '11111111-1111-4111-8111-111111111111';
export const JUDO_SENIORS = '22222222-2222-4222-8222-222222222222';
export const NATATION = '33333333-3333-4333-8333-333333333333';
export const NATATION_LOISIRS = '44444444-4444-4444-8444-444444444444';
export const JUDO_POUSSINS = '55555555-5555-4555-8555-555555555555';

export const OPTIONS: MembershipOptions = {
  sections: [
    {
      id: JUDO,
      name: 'Judo',
      description: '',
      categories: [
        { id: JUDO_POUSSINS, sectionId: JUDO, name: 'Poussins', description: '', minAge: 8, maxAge: 9 },
        { id: JUDO_SENIORS, sectionId: JUDO, name: 'Seniors', description: 'À partir de 18 ans', minAge: 18, maxAge: null },
      ],
    },
    {
      id: NATATION,
      name: 'Natation',
      description: '',
      categories: [{ id: NATATION_LOISIRS, sectionId: NATATION, name: 'Loisirs', description: '', minAge: null, maxAge: null }],
    },
  ],
};

export const PROFILE: FirstLoginStatus['profile'] = {
  id: 'u-user',
  email: 'user@demo.asso.fr',
  name: 'Léa Martin',
  role: 'user',
  firstName: 'Léa',
  lastName: 'Martin',
  phone: null,
  dateOfBirth: null,
};

export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 'a1',
    motivation: 'Je pratique le judo depuis dix ans.',
    status: 'pending',
    reviewComments: null,
    createdAt: '2026-09-01T10:00:00.000Z',
    reviewedAt: null,
    sectionId: JUDO,
    categoryId: JUDO_SENIORS,
    sectionName: 'Judo',
    categoryName: 'Seniors',
    section: { id: JUDO, name: 'Judo' },
    category: { id: JUDO_SENIORS, name: 'Seniors' },
    emergencyContactName: 'Paul Martin',
    emergencyContactPhone: '06 11 22 33 44',
    medicalCertificateUrl: null,
    reviewerName: null,
    user: { id: 'u-user', firstName: 'Léa', lastName: 'Martin', email: 'user@demo.asso.fr', dateOfBirth: '1990-05-01', phone: '06 12 34 56 78' },
    ...overrides,
  };
}

export const statusBody = (step: FirstLoginStatus['step'], latestApplication: Application | null = null) => ({
  success: true,
  data: { step, profile: PROFILE, latestApplication },
});
