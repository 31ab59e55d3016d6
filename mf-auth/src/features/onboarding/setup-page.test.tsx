import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '@club/auth/testing';
import { formatParisDate, MEDICAL_CERTIFICATE_MAX_BYTES, MEDICAL_CERTIFICATE_MESSAGES, seasonFirstYear } from '@club/contracts';
import { answer, description, fakeServer, type FetchCall, json, renderPage } from '@club/ui/testing';
import { SetupPage } from './setup-page';
import { JUDO, JUDO_POUSSINS, JUDO_SENIORS, NATATION, NATATION_LOISIRS, OPTIONS, PROFILE, anApplication, statusBody } from './testing-data';

/** The server's state of the onboarding: each test moves it as the API would. */
function onboardingServer(
  initial: ReturnType<typeof statusBody>,
  {
    role = (): string => 'user',
    submitted = (): [number, unknown] => [201, { success: true, data: anApplication() }],
    uploaded = (): [number, unknown] => [200, { success: true, data: CERTIFICATE }],
  }: { role?: () => string; submitted?: () => [number, unknown]; uploaded?: () => [number, unknown] } = {},
) {
  let status = initial;
  const server = fakeServer(
    (call: FetchCall) => (call.path.startsWith('/api/auth/get-session') ? json(200, sessionOf(role(), 'u-user')) : undefined),
    (call) => (call.path === '/api/first-login/status' ? json(200, status) : undefined),
    answer('/api/onboarding/membership-options', 200, { success: true, data: OPTIONS }),
    answer('/api/first-login/profile', 200, { success: true, data: PROFILE }, 'PUT'),
    (call) => (call.path === '/api/first-login/applications' && call.method === 'POST' ? json(...submitted()) : undefined),
    (call) => (call.path.startsWith('/api/me/medical-certificate?') && call.method === 'PUT' ? json(...uploaded()) : undefined),
    (call) =>
      call.path === '/api/first-login/applications' && call.method === 'GET'
        ? json(200, { success: true, data: status.data.latestApplication ? [status.data.latestApplication] : [] })
        : undefined,
  );
  return { server, setStatus: (next: ReturnType<typeof statusBody>) => (status = next) };
}

const TODAY = formatParisDate(new Date());
const CERTIFICATE = { date: TODAY, validUntil: '2099-06-30', mediaType: 'application/pdf', size: 9, uploadedAt: new Date().toISOString() };

/** The application's required fields, filled in. */
async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Section' }), JUDO);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), JUDO_SENIORS);
  await user.type(screen.getByRole('textbox', { name: 'Motivation' }), 'Je pratique le judo depuis dix ans.');
  await user.type(screen.getByRole('textbox', { name: "Nom du contact d'urgence" }), 'Paul Martin');
  await user.type(screen.getByRole('textbox', { name: "Téléphone du contact d'urgence" }), '06 11 22 33 44');
}

// Whole journeys typed key by key: longer than the default 5 s on a loaded machine.
describe('SetupPage', { timeout: 20_000 }, () => {
  it('completes the profile step with the contract messages, then shows the application step', async () => {
    const { server, setStatus } = onboardingServer(statusBody('profile'));
    const user = userEvent.setup();
    renderPage(<SetupPage />);

    const phone = await screen.findByRole('textbox', { name: 'Téléphone' });
    expect((screen.getByRole('textbox', { name: 'Prénom' }) as HTMLInputElement).value).toBe('Léa');
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await waitFor(() => expect(description(phone)).toContain('Numéro de téléphone invalide'));
    expect(description(screen.getByLabelText(/^Date de naissance/))).toContain('La date de naissance');

    await user.clear(phone);
    await user.type(phone, '06 12 34 56 78');
    await user.type(screen.getByLabelText(/^Date de naissance/), '1990-05-01');
    setStatus(statusBody('application'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));

    expect(await screen.findByRole('combobox', { name: 'Section' })).toBeTruthy();
    expect(server.callsTo('/api/first-login/profile')[0]).toMatchObject({
      method: 'PUT',
      body: { firstName: 'Léa', lastName: 'Martin', phone: '06 12 34 56 78', dateOfBirth: '1990-05-01' },
    });
  });

  it('links to the account screens open before membership (issue 32)', async () => {
    onboardingServer(statusBody('pending_review'));
    renderPage(<SetupPage />);

    expect((await screen.findByRole('link', { name: 'Paramètres' })).getAttribute('href')).toBe('/user/settings');
    expect(screen.getByRole('link', { name: 'Mon profil' }).getAttribute('href')).toBe('/user/profile');
  });

  it.each(['application', 'pending_review'] as const)('shows an adult at the %s step the way to sign up their children (ADR 208)', async (step) => {
    onboardingServer(statusBody(step));
    renderPage(<SetupPage />);

    expect(await screen.findByText('Vous inscrivez vos enfants ?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ma famille' }).getAttribute('href')).toBe('/dashboard/family');
  });

  it('offers the categories of the chosen section, validates and submits the application', async () => {
    const { server, setStatus } = onboardingServer(statusBody('application'));
    const user = userEvent.setup();
    renderPage(<SetupPage />);

    const section = await screen.findByRole('combobox', { name: 'Section' });
    const category = screen.getByRole('combobox', { name: 'Catégorie' }) as HTMLSelectElement;
    expect(category.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    await waitFor(() => expect(description(section)).toBe('Veuillez choisir une section'));
    expect(description(screen.getByRole('textbox', { name: 'Motivation' }))).toContain('La motivation doit contenir au moins 10 caractères');
    expect(description(screen.getByRole('textbox', { name: "Nom du contact d'urgence" }))).toBe("Le nom du contact d'urgence est requis");

    await user.selectOptions(section, NATATION);
    expect([...category.options].map((option) => option.textContent)).toEqual(['Choisir une catégorie', 'Loisirs']);
    await user.selectOptions(category, NATATION_LOISIRS);
    await user.selectOptions(section, JUDO);
    expect(category.value).toBe('');
    await user.selectOptions(category, JUDO_SENIORS);
    await user.type(screen.getByRole('textbox', { name: 'Motivation' }), 'Je pratique le judo depuis dix ans.');
    await user.type(screen.getByRole('textbox', { name: "Nom du contact d'urgence" }), 'Paul Martin');
    await user.type(screen.getByRole('textbox', { name: "Téléphone du contact d'urgence" }), '06 11 22 33 44');
    server.calls.length = 0;
    setStatus(statusBody('pending_review', anApplication()));
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));

    expect(await screen.findByText('Votre demande a bien été envoyée')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      sectionId: JUDO,
      categoryId: JUDO_SENIORS,
      motivation: 'Je pratique le judo depuis dix ans.',
      emergencyContactName: 'Paul Martin',
      emergencyContactPhone: '06 11 22 33 44',
      medicalCertificateUrl: null,
    });
  });

  it('sends the certificate file with its date before the application, the limits said beside the field (ADR 207)', async () => {
    const { server, setStatus } = onboardingServer(statusBody('application'));
    const user = userEvent.setup();
    renderPage(<SetupPage />);
    await fillApplication(user);
    const file = screen.getByLabelText('Certificat médical') as HTMLInputElement;
    expect(file.accept).toContain('application/pdf');
    expect(description(file)).toContain('PDF, JPEG ou PNG, 5\u00a0Mo au maximum.');
    await user.upload(file, new File(['%PDF-1.7\n'], 'certificat.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    const date = screen.getByLabelText('Date du certificat médical');
    await waitFor(() => expect(description(date)).toContain(MEDICAL_CERTIFICATE_MESSAGES.dateRequiredWithFile));
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.type(date, TODAY);
    setStatus(statusBody('pending_review', anApplication()));
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByText('Votre demande a bien été envoyée')).toBeTruthy();
    const writes = server.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT /api/me/medical-certificate?certificateDate=${TODAY}`,
      'POST /api/first-login/applications',
    ]);
    expect(writes[0]?.headers.get('content-type')).toBe('application/octet-stream');
  });

  it("refuses a file too large before sending anything, and shows the server's refusal of a file under the field", async () => {
    const { server } = onboardingServer(statusBody('application'), {
      uploaded: () => [
        415,
        {
          code: 'MEDICAL_CERTIFICATE_TYPE',
          message: MEDICAL_CERTIFICATE_MESSAGES.type,
          requestId: 'r1',
          issues: [{ path: 'certificateFile', message: MEDICAL_CERTIFICATE_MESSAGES.type }],
        },
      ],
    });
    const user = userEvent.setup();
    renderPage(<SetupPage />);
    await fillApplication(user);
    const file = screen.getByLabelText('Certificat médical') as HTMLInputElement;
    await user.type(screen.getByLabelText('Date du certificat médical'), TODAY);
    await user.upload(file, new File([new Uint8Array(MEDICAL_CERTIFICATE_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    await waitFor(() => expect(description(file)).toContain(MEDICAL_CERTIFICATE_MESSAGES.tooLarge));
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.upload(file, new File(['<html></html>'], 'certificat.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    await waitFor(() => expect(description(file)).toContain(MEDICAL_CERTIFICATE_MESSAGES.type));
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("offers only the categories of the person's age on 31 December of the season, named with their ages, and shows the server's refusal", async () => {
    const year = seasonFirstYear(new Date());
    // 36 on 31 December of the season's first year: the Poussins (8 à 9 ans) are not offered, the Seniors and Loisirs (no ages) are.
    const adult = { ...statusBody('application'), data: { ...statusBody('application').data, profile: { ...PROFILE, dateOfBirth: `${year - 36}-05-01` } } };
    const refusal = `La catégorie « Seniors » est réservée aux personnes de 18\u00a0ans et plus au 31 décembre ${year} : choisissez une catégorie qui correspond à votre âge.`;
    onboardingServer(adult, {
      submitted: () => [400, { code: 'CATEGORY_AGE_MISMATCH', message: refusal, requestId: 'r1', issues: [{ path: 'categoryId', message: refusal }] }],
    });
    const user = userEvent.setup();
    renderPage(<SetupPage />);
    const section = await screen.findByRole('combobox', { name: 'Section' });
    const category = screen.getByRole('combobox', { name: 'Catégorie' }) as HTMLSelectElement;
    await user.selectOptions(section, JUDO);
    expect([...category.options].map((option) => option.textContent)).toEqual(['Choisir une catégorie', 'Seniors (18\u00a0ans et plus)']);
    expect(description(category)).toContain(`Les catégories proposées sont celles de votre âge au 31 décembre ${year} : 36\u00a0ans.`);
    await user.selectOptions(section, NATATION);
    expect([...category.options].map((option) => option.textContent)).toEqual(['Choisir une catégorie', 'Loisirs']);

    await user.selectOptions(section, JUDO);
    await user.selectOptions(category, JUDO_SENIORS);
    await user.type(screen.getByRole('textbox', { name: 'Motivation' }), 'Je pratique le judo depuis dix ans.');
    await user.type(screen.getByRole('textbox', { name: "Nom du contact d'urgence" }), 'Paul Martin');
    await user.type(screen.getByRole('textbox', { name: "Téléphone du contact d'urgence" }), '06 11 22 33 44');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    await waitFor(() => expect(description(category)).toContain(refusal));
  });

  it('offers a child the categories of their age only', async () => {
    const year = seasonFirstYear(new Date());
    const child = { ...statusBody('application'), data: { ...statusBody('application').data, profile: { ...PROFILE, dateOfBirth: `${year - 8}-11-30` } } };
    onboardingServer(child);
    const user = userEvent.setup();
    renderPage(<SetupPage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Section' }), JUDO);
    const category = screen.getByRole('combobox', { name: 'Catégorie' }) as HTMLSelectElement;
    expect([...category.options].map((option) => option.textContent)).toEqual(['Choisir une catégorie', 'Poussins (8 à 9\u00a0ans)']);
    expect(category.querySelector(`option[value="${JUDO_POUSSINS}"]`)).toBeTruthy();
  });

  it("puts the API's field messages under their fields", async () => {
    onboardingServer(statusBody('application'), {
      submitted: () => [409, { code: 'APPLICATION_ALREADY_PENDING', message: 'Une demande est déjà en attente.', requestId: 'r1' }],
    });
    const user = userEvent.setup();
    renderPage(<SetupPage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Section' }), JUDO);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), JUDO_SENIORS);
    await user.type(screen.getByRole('textbox', { name: 'Motivation' }), 'Je pratique le judo depuis dix ans.');
    await user.type(screen.getByRole('textbox', { name: "Nom du contact d'urgence" }), 'Paul Martin');
    await user.type(screen.getByRole('textbox', { name: "Téléphone du contact d'urgence" }), '06 11 22 33 44');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Une demande est déjà en attente.');
  });

  it('shows the waiting state with status and history, then the approval and the way to the dashboard', async () => {
    let role = 'user';
    const { server, setStatus } = onboardingServer(statusBody('pending_review', anApplication()), { role: () => role });
    const user = userEvent.setup();
    const { location } = renderPage(<SetupPage />, { routes: [{ path: '/dashboard', element: <p>Espace membre</p> }] });

    expect(await screen.findByText('Votre demande a bien été envoyée')).toBeTruthy();
    expect(screen.getAllByText('En attente').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Historique de vos demandes' })).toBeTruthy();
    expect(screen.getAllByText('Judo — Seniors').length).toBeGreaterThan(0);

    const approved = anApplication({
      status: 'approved',
      reviewedAt: '2026-09-03T09:00:00.000Z',
      reviewComments: 'Bienvenue au club !',
      reviewerName: 'Admin Démo',
    });
    setStatus(statusBody('complete', approved));
    role = 'member';
    await user.click(screen.getByRole('button', { name: 'Actualiser le statut' }));
    expect(await screen.findByText('Votre adhésion est validée')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Accéder à mon espace membre' }));
    expect(await screen.findByText('Espace membre')).toBeTruthy();
    expect(location()).toBe('/dashboard');
    expect(server.calls.some((call) => call.path === '/api/auth/get-session?disableCookieCache=true')).toBe(true);
  });

  it('shows the review comment of a refused application and lets the user apply again', async () => {
    const rejected = anApplication({ status: 'rejected', reviewComments: 'Catégorie complète cette saison.', reviewedAt: '2026-09-02T09:00:00.000Z' });
    onboardingServer(statusBody('application', rejected));
    renderPage(<SetupPage />);
    expect(await screen.findByText('Votre précédente demande a été refusée')).toBeTruthy();
    expect(screen.getByText(/Catégorie complète cette saison\./)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Envoyer ma demande' })).toBeTruthy();
  });
});
