import { sessionOf } from '@club/auth/testing';
import { formatParisDate, formatShortDate, medicalCertificateValidUntil } from '@club/contracts';
import { answer, fakeServer, json, renderRoutes } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote from '../../routes';

const profile = {
  email: 'member@demo.asso.fr',
  firstName: 'Léa',
  lastName: 'Martin',
  phone: '06 12 34 56 78',
  dateOfBirth: '1992-02-24',
  image: null,
  emergencyContactName: 'Paul Martin',
  emergencyContactPhone: '06 11 22 33 44',
  emergencyContactFromApplication: true,
  shareEmail: false,
  sharePhone: false,
  showInNewMembers: false,
};
const noCertificate = answer('/api/me/medical-certificate/details', 200, { success: true, data: null }, 'GET');
const accounts = answer('/api/auth/list-accounts', 200, [{ id: 'a1', providerId: 'credential', accountId: 'u-member' }]);

const renderProfile = () =>
  renderRoutes([{ path: '/', children: [...remote.routes, { path: 'auth/login', element: <p>Connexion</p> }] }], { path: '/user/profile' }).router;

describe('/user/profile', () => {
  it('shows the profile, every visibility choice off, and saves identity through update-user with the display name', async () => {
    const server = fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      accounts,
      answer('/api/me/profile', 200, { success: true, data: profile }, 'GET'),
      noCertificate,
      answer('/api/auth/update-user', 200, { status: true }),
    );
    renderProfile();
    const identity = await screen.findByRole('form', { name: 'Identité' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeTruthy();
    for (const box of screen.getAllByRole('checkbox')) expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/Ce contact vient de votre candidature/)).toBeTruthy();

    const user = userEvent.setup();
    const phone = within(identity).getByRole('textbox', { name: /^Téléphone/ });
    await user.clear(phone);
    await user.type(phone, '07 01 02 03 04');
    await user.click(within(identity).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Profil enregistré');
    expect(server.callsTo('/api/auth/update-user')[0]?.body).toEqual({
      name: 'Léa Martin',
      firstName: 'Léa',
      lastName: 'Martin',
      phone: '07 01 02 03 04',
      dateOfBirth: '1992-02-24',
      image: null,
    });
  });

  it('shows a person who is not a member yet their identity and e-mail, not the members-only visibility choices (issue 32)', async () => {
    fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('user')),
      accounts,
      answer('/api/me/profile', 200, { success: true, data: profile }, 'GET'),
      noCertificate,
    );
    renderProfile();
    expect(await screen.findByRole('form', { name: 'Identité' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Adresse e-mail' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: "Contact d'urgence et visibilité" })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it("puts the API's French field issues under the fields", async () => {
    fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      accounts,
      answer('/api/me/profile', 200, { success: true, data: profile }, 'GET'),
      noCertificate,
      answer(
        '/api/me/profile',
        400,
        { code: 'VALIDATION_ERROR', message: 'Données invalides', requestId: 'r', issues: [{ path: 'emergencyContactPhone', message: 'Refusé par le serveur' }] },
        'PUT',
      ),
    );
    renderProfile();
    const form = await screen.findByRole('form', { name: "Contact d'urgence et visibilité" });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Enregistrer mes préférences' }));
    expect(await within(form).findByText('Refusé par le serveur')).toBeTruthy();
  });

  it('sends a visitor without accounts (or without a session) to the login page (spec §2)', async () => {
    fakeServer(answer('/api/auth/get-session', 200, sessionOf('member')), (call) =>
      call.path.startsWith('/api/auth/list-accounts') ? json(401, { code: 'UNAUTHORIZED', message: 'Non', requestId: 'r' }) : undefined,
    );
    const router = renderProfile();
    expect(await screen.findByText('Connexion')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fuser%2Fprofile');
  });

  it('renews the medical certificate: the current one shown, the file and its date required, the new one shown once stored (ADR 207)', async () => {
    const today = formatParisDate(new Date());
    const stored = { date: today, validUntil: medicalCertificateValidUntil(today), mediaType: 'application/pdf', size: 9, uploadedAt: new Date().toISOString() };
    const server = fakeServer(
      answer('/api/auth/get-session', 200, sessionOf('member')),
      accounts,
      answer('/api/me/profile', 200, { success: true, data: profile }, 'GET'),
      noCertificate,
      (call) => (call.method === 'PUT' && call.path.startsWith('/api/me/medical-certificate?') ? json(200, { success: true, data: stored }) : undefined),
    );
    renderProfile();
    const form = await screen.findByRole('form', { name: 'Certificat médical' });
    expect(screen.getByText('Aucun certificat médical enregistré.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le certificat' }));
    expect(await within(form).findByText('Le fichier du certificat médical est requis')).toBeTruthy();
    expect(within(form).getByText('La date du certificat médical est requise')).toBeTruthy();
    await userEvent.upload(within(form).getByLabelText(/^Nouveau certificat médical/), new File(['%PDF-1.7\n'], 'certificat.pdf', { type: 'application/pdf' }));
    await userEvent.type(within(form).getByLabelText(/^Date du certificat médical/), today);
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer le certificat' }));
    expect(
      await screen.findByText(`Certificat du ${formatShortDate(today)}, valide jusqu'au ${formatShortDate(stored.validUntil)}.`, { exact: false }),
    ).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([`/api/me/medical-certificate?certificateDate=${today}`]);
  });
});
