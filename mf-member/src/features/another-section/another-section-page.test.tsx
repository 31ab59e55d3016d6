import { sessionOf } from '@club/auth/testing';
import { answer, fakeServer, renderRoutes } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote from '../../routes';

const [NATATION, JUDO, ADULTES_N, ADULTES_J, POUSSINS] = [
  '0b7d1c7e-0000-4000-8000-000000000001',
  '0b7d1c7e-0000-4000-8000-000000000002',
  '0b7d1c7e-0000-4000-8000-000000000003',
  '0b7d1c7e-0000-4000-8000-000000000004',
  '0b7d1c7e-0000-4000-8000-000000000005',
];
const PATH = '/dashboard/applications/new';
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
      { id: NATATION, name: 'Natation', description: '', categories: [category(ADULTES_N, NATATION, 'Adultes', 18, null)] },
      { id: JUDO, name: 'Judo', description: '', categories: [category(ADULTES_J, JUDO, 'Adultes', 18, null), category(POUSSINS, JUDO, 'Poussins', 9, 10)] },
    ],
  },
});
const MEMBERSHIPS = answer('/api/me/memberships', 200, {
  success: true,
  data: [{ id: 'm1', sectionId: NATATION, sectionName: 'Natation', categoryId: ADULTES_N, categoryName: 'Adultes', createdAt: '2026-09-01T10:00:00.000Z' }],
});
const PROFILE = answer('/api/me/profile', 200, {
  success: true,
  data: {
    email: 'lea@exemple.fr',
    firstName: 'Léa',
    lastName: 'Martin',
    phone: '06 12 34 56 78',
    dateOfBirth: '1990-04-17',
    image: null,
    emergencyContactName: 'Paul Martin',
    emergencyContactPhone: '06 98 76 54 32',
    emergencyContactFromApplication: false,
    shareEmail: false,
    sharePhone: false,
    showInNewMembers: false,
  },
});
const applications = (data: unknown[]) => answer('/api/first-login/applications', 200, { success: true, data });
const render = () => renderRoutes([{ path: '/', children: remote.routes }], { path: PATH });

describe('/dashboard/applications/new', () => {
  it("offers the sections the member is not in, the categories of their age, and sends the application with the profile's emergency contact", async () => {
    const server = fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      OPTIONS,
      MEMBERSHIPS,
      PROFILE,
      applications([]),
      answer(
        '/api/me/applications',
        400,
        {
          code: 'VALIDATION_ERROR',
          message: 'Les données envoyées sont invalides.',
          requestId: 'r',
          issues: [{ path: 'motivation', message: 'La motivation doit contenir au moins 10 caractères' }],
        },
        'POST',
      ),
    );
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rejoindre une autre section' })).toBeTruthy();
    const section = screen.getByRole('combobox', { name: /Section/ });
    expect([...section.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choisir une section', 'Judo']);
    await userEvent.selectOptions(section, JUDO);
    const categories = screen.getByRole('combobox', { name: /Catégorie/ });
    expect([...categories.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choisir une catégorie', 'Adultes (18\u00a0ans et plus)']);
    await userEvent.selectOptions(categories, ADULTES_J);
    expect((screen.getByRole('textbox', { name: /Nom du contact d'urgence/ }) as HTMLInputElement).value).toBe('Paul Martin');
    await userEvent.type(screen.getByRole('textbox', { name: /Motivation/ }), 'Envie de judo.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await screen.findAllByText('La motivation doit contenir au moins 10 caractères')).not.toHaveLength(0);
    expect(server.callsTo('/api/me/applications')[0]?.body).toEqual({
      sectionId: JUDO,
      categoryId: ADULTES_J,
      motivation: 'Envie de judo.',
      emergencyContactName: 'Paul Martin',
      emergencyContactPhone: '06 98 76 54 32',
      medicalCertificateUrl: null,
    });
  });

  it('says so instead of the form while an application waits', async () => {
    fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      OPTIONS,
      MEMBERSHIPS,
      PROFILE,
      applications([
        {
          id: 'a1',
          motivation: 'Envie de judo.',
          status: 'pending',
          reviewComments: null,
          createdAt: '2026-09-12T10:00:00.000Z',
          reviewedAt: null,
          sectionId: JUDO,
          categoryId: ADULTES_J,
          sectionName: 'Judo',
          categoryName: 'Adultes',
          section: { id: JUDO, name: 'Judo' },
          category: { id: ADULTES_J, name: 'Adultes' },
          emergencyContactName: 'Paul Martin',
          emergencyContactPhone: '06 98 76 54 32',
          medicalCertificateUrl: null,
          reviewerName: null,
          user: { id: 'u1', firstName: 'Léa', lastName: 'Martin', email: 'lea@exemple.fr', dateOfBirth: '1990-04-17', phone: '06 12 34 56 78' },
        },
      ]),
    );
    render();
    expect(await screen.findByText(/Votre candidature à la section Judo est en attente/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Envoyer ma candidature' })).toBeNull();
  });
});
