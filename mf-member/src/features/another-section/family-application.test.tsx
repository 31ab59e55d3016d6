import { sessionOf } from '@club/auth/testing';
import { answer, fakeServer, json, renderRoutes } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote from '../../routes';
import { familyMember, TOM } from '../family/testing/family-test-data';

const [JUDO, NATATION, POUSSINS, ADULTES, BENJAMINS] = [
  '0b7d1c7e-0000-4000-8000-000000000011',
  '0b7d1c7e-0000-4000-8000-000000000012',
  '0b7d1c7e-0000-4000-8000-000000000013',
  '0b7d1c7e-0000-4000-8000-000000000014',
  '0b7d1c7e-0000-4000-8000-000000000015',
];
const category = (id: string, sectionId: string, name: string, minAge: number | null, maxAge: number | null) => ({
  id,
  sectionId,
  name,
  description: '',
  minAge,
  maxAge,
});
const OPTIONS = answer('/api/onboarding/membership-options', 200, {
  success: true,
  data: {
    sections: [
      { id: JUDO, name: 'Judo', description: '', categories: [category(POUSSINS, JUDO, 'Poussins', 7, 9), category(ADULTES, JUDO, 'Adultes', 18, null)] },
      { id: NATATION, name: 'Natation', description: '', categories: [category(BENJAMINS, NATATION, 'Benjamins', 11, 12)] },
    ],
  },
});
const PROFILE = answer('/api/me/profile', 200, {
  success: true,
  data: {
    email: 'lea@exemple.fr',
    firstName: 'Léa',
    lastName: 'Martin',
    phone: '06 12 34 56 78',
    dateOfBirth: '1985-04-17',
    image: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    emergencyContactFromApplication: false,
    shareEmail: false,
    sharePhone: false,
    showInNewMembers: false,
  },
});
const FAMILY = answer('/api/me/family', 200, { success: true, data: [familyMember({ dateOfBirth: '2018-03-10' })] });
const render = (personId = TOM) => renderRoutes([{ path: '/', children: remote.routes }], { path: `/dashboard/applications/new?personId=${personId}` });

describe('/dashboard/applications/new?personId=…', () => {
  it("says for whom, offers the categories of the child's age, uploads the certificate then sends the application for the child", async () => {
    const stored = { date: '2026-09-01', validUntil: '2027-06-30', mediaType: 'image/jpeg', size: 4, uploadedAt: '2026-09-02T10:00:00.000Z' };
    const server = fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('user')),
      OPTIONS,
      PROFILE,
      FAMILY,
      answer('/api/first-login/applications', 200, { success: true, data: [] }),
      answer('/api/me/medical-certificate', 200, { success: true, data: stored }, 'PUT'),
      (call) =>
        call.method === 'POST' && call.path.startsWith('/api/me/applications') ? json(400, { code: 'X', message: 'Refus de test', requestId: 'r' }) : undefined,
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidature pour Tom Martin' })).toBeTruthy();
    expect(server.callsTo('/api/first-login/applications')[0]?.path).toBe(`/api/first-login/applications?personId=${TOM}`);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Section/ }), JUDO);
    const categories = screen.getByRole('combobox', { name: /Catégorie/ });
    expect([...categories.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choisir une catégorie', 'Poussins (7 à 9\u00a0ans)']);
    expect(screen.getByText(/Les catégories proposées sont celles de l'âge de Tom au 31 décembre/)).toBeTruthy();
    await userEvent.selectOptions(categories, POUSSINS);
    expect((screen.getByRole('textbox', { name: /Nom du contact d'urgence/ }) as HTMLInputElement).value).toBe('Léa Martin');
    await userEvent.type(screen.getByRole('textbox', { name: /Motivation/ }), 'Tom veut faire du judo avec ses amis.');
    const file = screen.getByLabelText(/^Certificat médical/) as HTMLInputElement;
    expect(file.accept).toContain('image/jpeg');
    await userEvent.upload(file, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.jpg', { type: 'image/jpeg' }));
    await userEvent.type(screen.getByLabelText(/Date du certificat médical/), '2026-09-01');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la candidature de Tom' }));
    expect(await screen.findByText('Refus de test')).toBeTruthy();
    expect(server.requested().filter((line) => line.startsWith('PUT') || line.startsWith('POST'))).toEqual([
      `PUT /api/me/medical-certificate?certificateDate=2026-09-01&personId=${TOM}`,
      `POST /api/me/applications?personId=${TOM}`,
    ]);
    expect(server.callsTo('/api/me/applications')[0]?.body).toEqual({
      sectionId: JUDO,
      categoryId: POUSSINS,
      motivation: 'Tom veut faire du judo avec ses amis.',
      emergencyContactName: 'Léa Martin',
      emergencyContactPhone: '06 12 34 56 78',
      medicalCertificateUrl: null,
    });
  });

  it("says so when the child's application waits, and when the person is not of the family", async () => {
    fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      OPTIONS,
      PROFILE,
      FAMILY,
      answer('/api/first-login/applications', 200, {
        success: true,
        data: [
          {
            id: 'a1',
            motivation: 'Tom veut faire du judo.',
            status: 'pending',
            reviewComments: null,
            createdAt: '2026-09-12T10:00:00.000Z',
            reviewedAt: null,
            sectionId: JUDO,
            categoryId: POUSSINS,
            sectionName: 'Judo',
            categoryName: 'Poussins',
            section: { id: JUDO, name: 'Judo' },
            category: { id: POUSSINS, name: 'Poussins' },
            emergencyContactName: 'Léa Martin',
            emergencyContactPhone: '06 12 34 56 78',
            medicalCertificateUrl: null,
            reviewerName: null,
            user: { id: TOM, firstName: 'Tom', lastName: 'Martin', email: 'x@famille.invalid', dateOfBirth: '2018-03-10', phone: null },
          },
        ],
      }),
    );
    const { unmount } = render();
    expect(await screen.findByText(/La candidature de Tom à la section Judo est en attente/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Envoyer la candidature/ })).toBeNull();
    unmount();
    render('0b7d1c7e-0000-4000-8000-0000000000ff');
    expect(await screen.findByText(/Ce membre de la famille est introuvable/)).toBeTruthy();
  });
});
