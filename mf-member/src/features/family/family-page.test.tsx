import { sessionOf } from '@club/auth/testing';
import { answer, fakeServer, json, renderRoutes } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote from '../../routes';
import { activities, attendance, familyMember, HUGO, HUGO_16, INES_WAITING, mySession, TOM, TOM_IN_JUDO } from './testing/family-test-data';

const FEED = answer('/api/me/calendar-feed', 200, { active: false, createdAt: null }, 'GET');
const family = (data: unknown[]) => answer('/api/me/family', 200, { success: true, data }, 'GET');
const LATER = mySession({
  startAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  endAt: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(),
}) as {
  startAt: string;
  endAt: string;
};
const render = () => renderRoutes([{ path: '/', children: remote.routes }], { path: '/dashboard/family' });
const card = (name: string) => screen.findByRole('region', { name });

describe('/dashboard/family', () => {
  it('lists each person with age, relationship, memberships, pending applications and login, and links the application for them', async () => {
    fakeServer(FEED, answer('/api/auth/get-session', 200, sessionOf('user')), family([TOM_IN_JUDO, INES_WAITING]), activities({}), attendance({}));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ma famille' })).toBeTruthy();
    const tom = within(await card('Tom Martin'));
    expect(tom.getByText('Enfant')).toBeTruthy();
    expect(
      tom.getByText((_content, element) => element?.tagName === 'DD' && /^8\u00a0ans \(naissance le \d{2}\/\d{2}\/\d{4}\)$/.test(element.textContent ?? '')),
    ).toBeTruthy();
    expect(tom.getByText('Judo — Poussins')).toBeTruthy();
    expect(tom.getByText('Pas de compte personnel : vous agissez pour cette personne')).toBeTruthy();
    expect(tom.getByRole('link', { name: 'Envoyer une candidature pour Tom' }).getAttribute('href')).toBe(`/dashboard/applications/new?personId=${TOM}`);
    const ines = within(await card('Inès Martin'));
    expect(ines.getByText('1 candidature en attente de réponse')).toBeTruthy();
    expect(ines.getByText('Aucune pour le moment')).toBeTruthy();
    // Under 15: no login of their own yet.
    expect(ines.queryByRole('button', { name: 'Lui créer son propre compte' })).toBeNull();
  });

  it("adds a family member and shows the API's French refusals under their fields", async () => {
    const server = fakeServer(
      FEED,
      answer('/api/auth/get-session', 200, sessionOf('member')),
      family([]),
      activities({}),
      attendance({}),
      answer(
        '/api/me/family',
        400,
        {
          code: 'VALIDATION_ERROR',
          message: 'Les données envoyées sont invalides.',
          requestId: 'r',
          issues: [{ path: 'dateOfBirth', message: 'Un membre de la famille ajouté ici doit avoir moins de 18 ans : un adulte crée son propre compte.' }],
        },
        'POST',
      ),
    );
    render();
    expect(await screen.findByText("Vous n'avez encore ajouté personne : ajoutez un enfant avec le formulaire ci-dessous.")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter à ma famille' }));
    expect(await screen.findByText('Le lien avec la personne est requis')).toBeTruthy();
    expect(server.callsTo('/api/me/family').filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Tom');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin');
    await userEvent.type(screen.getByLabelText(/Date de naissance/), '2000-01-15');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Lien avec la personne/ }), 'child');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter à ma famille' }));
    expect(await screen.findByText(/doit avoir moins de 18 ans/)).toBeTruthy();
    expect(server.callsTo('/api/me/family').find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Tom',
      lastName: 'Martin',
      dateOfBirth: '2000-01-15',
      relationship: 'child',
    });
  });

  it('asks before deleting a child, says all their data goes, then deletes', async () => {
    const server = fakeServer(
      FEED,
      answer('/api/auth/get-session', 200, sessionOf('member')),
      (call) => (call.method === 'DELETE' && call.path === `/api/me/family/${TOM}` ? new Response(null, { status: 204 }) : undefined),
      family([familyMember({})]),
      activities({}),
      attendance({}),
    );
    render();
    const tom = within(await card('Tom Martin'));
    await userEvent.click(tom.getByRole('button', { name: 'Supprimer' }));
    const confirmation = within(screen.getByRole('group', { name: 'Confirmer la suppression de Tom Martin' }));
    expect(confirmation.getByText(/efface toutes ses données/)).toBeTruthy();
    expect(server.callsTo(`/api/me/family/${TOM}`)).toHaveLength(0);
    await userEvent.click(confirmation.getByRole('button', { name: 'Supprimer définitivement Tom Martin' }));
    expect(await screen.findByText(/ne fait plus partie de votre famille/)).toBeTruthy();
    expect(server.callsTo(`/api/me/family/${TOM}`).map((call) => call.method)).toEqual(['DELETE']);
  });

  it('gives a 16-year-old their own login: the address is sent, and the page says a link went there', async () => {
    const server = fakeServer(
      FEED,
      answer('/api/auth/get-session', 200, sessionOf('member')),
      answer(`/api/me/family/${HUGO}/login`, 200, { success: true, data: { ...HUGO_16, loginEmail: 'hugo@exemple.fr' } }, 'POST'),
      family([HUGO_16]),
      activities({}),
      attendance({}),
    );
    render();
    const hugo = within(await card('Hugo Martin'));
    await userEvent.click(hugo.getByRole('button', { name: 'Lui créer son propre compte' }));
    await userEvent.type(hugo.getByRole('textbox', { name: /Adresse e-mail de Hugo/ }), 'hugo@exemple.fr');
    await userEvent.click(hugo.getByRole('button', { name: 'Créer son compte' }));
    expect(await screen.findByText('Un lien pour choisir son mot de passe a été envoyé à hugo@exemple.fr.')).toBeTruthy();
    expect(server.callsTo(`/api/me/family/${HUGO}/login`)[0]?.body).toEqual({ email: 'hugo@exemple.fr' });
  });

  it("uploads a child's medical certificate with ?personId=", async () => {
    const stored = { date: '2026-09-01', validUntil: '2027-06-30', mediaType: 'application/pdf', size: 9, uploadedAt: '2026-09-02T10:00:00.000Z' };
    const server = fakeServer(
      FEED,
      answer('/api/auth/get-session', 200, sessionOf('user')),
      answer('/api/me/medical-certificate/details', 200, { success: true, data: null }),
      answer('/api/me/medical-certificate', 200, { success: true, data: stored }, 'PUT'),
      family([familyMember({})]),
    );
    render();
    const tom = within(await card('Tom Martin'));
    await userEvent.click(tom.getByRole('button', { name: 'Certificat médical' }));
    expect(await tom.findByText('Aucun certificat médical enregistré.')).toBeTruthy();
    const input = tom.getByLabelText(/Nouveau certificat médical/) as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');
    await userEvent.upload(input, new File(['%PDF-1.7\n'], 'certificat.pdf', { type: 'application/pdf' }));
    await userEvent.type(tom.getByLabelText(/Date du certificat médical/), '2026-09-01');
    await userEvent.click(tom.getByRole('button', { name: 'Enregistrer le certificat' }));
    expect(await screen.findByText('Certificat médical de Tom enregistré')).toBeTruthy();
    expect(server.callsTo('/api/me/medical-certificate/details')[0]?.path).toBe(`/api/me/medical-certificate/details?personId=${TOM}`);
    expect(server.callsTo('/api/me/medical-certificate')[0]?.url.searchParams.get('personId')).toBe(TOM);
  });

  it("shows the adult's and each child's sessions together, labelled by first name, and signs the child up with ?personId=", async () => {
    let registered = false;
    const server = fakeServer(
      FEED,
      answer('/api/auth/get-session', 200, sessionOf('member')),
      (call) =>
        call.method === 'POST' && call.path.startsWith('/api/training-sessions/s1/registration')
          ? ((registered = true), json(201, { registered: true }))
          : undefined,
      family([TOM_IN_JUDO, INES_WAITING]),
      (call) =>
        activities({
          moi: [
            mySession({
              id: 's9',
              title: 'Natation adultes',
              sectionName: 'Natation',
              categoryName: 'Adultes',
              registered: true,
              startAt: LATER.startAt,
              endAt: LATER.endAt,
            }),
          ],
          [TOM]: [mySession({ registered, placesLeft: registered ? 8 : 9 })],
        })(call),
      attendance({
        [TOM]: [
          {
            sessionId: 'old',
            title: 'Judo des poussins',
            type: 'training',
            sectionName: 'Judo',
            categoryName: 'Poussins',
            startAt: '2026-10-01T16:00:00.000Z',
            endAt: '2026-10-01T17:00:00.000Z',
            status: 'present',
          },
        ],
      }),
    );
    render();
    const calendar = within(await screen.findByRole('region', { name: 'Calendrier de la famille' }));
    const items = await calendar.findAllByTestId('family-session-item');
    expect(items.map((item) => within(item).getAllByText(/Léa|Tom/)[0]?.textContent)).toEqual(['Tom', 'Léa']);
    await userEvent.click(calendar.getByRole('button', { name: /^Inscrire Tom à «\u00a0Judo des poussins\u00a0» du / }));
    expect(await calendar.findByRole('button', { name: /^Désinscrire Tom/ })).toBeTruthy();
    expect(server.callsTo('/api/training-sessions/s1/registration')[0]?.path).toBe(`/api/training-sessions/s1/registration?personId=${TOM}`);
    // The adult's own session keeps the member's words; Inès, not in a section yet, is not asked for.
    expect(calendar.getByRole('button', { name: /^Me désinscrire/ })).toBeTruthy();
    expect(server.paths().some((path) => path.includes(INES_WAITING.id as string))).toBe(false);
    const attendanceRegion = within(screen.getByRole('region', { name: 'Présences de la famille' }));
    expect(attendanceRegion.getByText('Présent')).toBeTruthy();
  });

  it('reads no sessions of its own for an adult who is not a member', async () => {
    const server = fakeServer(
      FEED,
      answer('/api/auth/get-session', 200, sessionOf('user')),
      family([TOM_IN_JUDO]),
      activities({ [TOM]: [mySession({})] }),
      attendance({}),
    );
    render();
    const calendar = within(await screen.findByRole('region', { name: 'Calendrier de la famille' }));
    expect(await calendar.findByRole('button', { name: /^Inscrire Tom/ })).toBeTruthy();
    expect(server.paths().filter((path) => path.startsWith('/api/me/activities'))).toEqual([`/api/me/activities?personId=${TOM}`]);
  });

  it("offers the family's iCal feed to an adult who is no member, and their own login to a family member of 18 who never had one", async () => {
    const server = fakeServer(
      FEED,
      answer('/api/auth/get-session', 200, sessionOf('user')),
      family([familyMember({}), familyMember({ id: HUGO, firstName: 'Hugo', age: 18, managed: false })]),
    );
    render();
    const feed = within(await screen.findByRole('region', { name: 'Agenda de la famille (iCal)' }));
    expect(feed.getByText(/aux séances de votre famille/)).toBeTruthy();
    expect(feed.getByRole('button', { name: "Créer mon lien d'agenda" })).toBeTruthy();
    const hugo = within(await card('Hugo Martin'));
    expect(hugo.getByText(/vous ne pouvez plus agir pour cette personne/)).toBeTruthy();
    expect(hugo.getByRole('button', { name: 'Lui créer son propre compte' })).toBeTruthy();
    expect(hugo.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(server.paths()).toContain('/api/me/calendar-feed');
  });
});
