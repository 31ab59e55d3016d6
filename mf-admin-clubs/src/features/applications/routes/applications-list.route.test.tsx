import { sessionOf } from '@club/auth/testing';
import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, json, readTable, renderRoutes, type FetchHandler } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../../paths';
import remote from '../../../routes';
import { APPLICATION_ID, SECTION_ID, anApplication, pageOf } from '../testing-data';

const LIST = '/api/first-login/applications/pending';
const OPTIONS = answer('/api/onboarding/membership-options', 200, {
  success: true,
  data: { sections: [{ id: SECTION_ID, name: 'Judo', description: '', categories: [{ id: 'c1', sectionId: SECTION_ID, name: 'Seniors', description: '' }] }] },
});
const ADMIN = answer('/api/auth/get-session', 200, sessionOf('admin'));
const renderAt = (path: string) => renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path, queryClient: createAppQueryClient() });

describe('/admin/applications', () => {
  it('loads every status, page 1 limit 20, and lists status, applicant, section and date with paging', async () => {
    const rows = [
      anApplication(),
      anApplication({
        id: 'a2',
        status: 'approved',
        applicantSections: ['Natation'],
        user: { ...anApplication().user, firstName: 'Hugo', lastName: 'Fontaine', email: 'hugo@exemple.fr' },
      }),
    ];
    const server = fakeServer(answer(LIST, 200, pageOf(rows, 41), 'GET'), OPTIONS);
    renderAt('/admin/applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidatures' })).toBeTruthy();
    expect(server.requested()[0]).toBe(`GET ${LIST}?status=all&dateRange=all&page=1&limit=20`);
    const table = readTable('Candidatures (41)');
    expect(table.rows).toEqual([
      ['th:Candidat', 'th:Adresse e-mail', 'th:Section / catégorie', 'th:Déposée le', 'th:Statut'],
      ['th:Inès Garnier', 'td:ines@exemple.fr', 'td:Judo — Seniors', 'td:12/09/2026', 'td:En attente'],
      ['th:Hugo Fontaine', 'td:hugo@exemple.fr', 'td:Judo — SeniorsDéjà membre : Natation (candidature à une autre section)', 'td:12/09/2026', 'td:Approuvée'],
    ]);
    expect(table.links).toEqual([`Inès Garnier → /admin/applications/${APPLICATION_ID}`, 'Hugo Fontaine → /admin/applications/a2']);
    expect(screen.getByText('Page 1 sur 3 · 41 résultats')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe('/admin/applications?page=2');
    expect(screen.getByRole('link', { name: 'Exporter en CSV' }).getAttribute('href')).toBe('/api/first-login/applications/export?status=all&dateRange=all');
  });

  it('reads the filters from the URL, sends them to the API and the export, and shows them in the form', async () => {
    const server = fakeServer(answer(LIST, 200, pageOf([anApplication({ status: 'rejected' })], 1, 2, 10), 'GET'), OPTIONS, ADMIN);
    renderAt(`/admin/applications?status=rejected&search=garnier&sectionId=${SECTION_ID}&dateRange=week&page=2&limit=10`);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(server.requested()).toContain(`GET ${LIST}?status=rejected&search=garnier&sectionId=${SECTION_ID}&dateRange=week&page=2&limit=10`);
    const filters = screen.getByRole('search', { name: 'Rechercher une candidature' });
    expect((within(filters).getByRole('combobox', { name: 'Statut' }) as HTMLSelectElement).value).toBe('rejected');
    expect((within(filters).getByRole('combobox', { name: 'Période de dépôt' }) as HTMLSelectElement).value).toBe('week');
    expect((within(filters).getByRole('searchbox', { name: 'Recherche' }) as HTMLInputElement).value).toBe('garnier');
    expect(await within(filters).findByRole('option', { name: 'Judo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exporter en CSV' }).getAttribute('href')).toBe(
      `/api/first-login/applications/export?status=rejected&search=garnier&sectionId=${SECTION_ID}&dateRange=week`,
    );
  });

  it("offers a section manager only their sections' filters and says whose applications they see (ADR 173)", async () => {
    const football = { id: 's2', name: 'Football', description: '', categories: [{ id: 'c2', sectionId: 's2', name: 'U13', description: '' }] };
    const options = { success: true, data: { sections: [{ id: SECTION_ID, name: 'Judo', description: '', categories: [] }, football] } };
    const managerOfFootball = {
      id: 'r1',
      kind: 'section_manager',
      userId: 'u1',
      userName: 'Sophie Marchand',
      userEmail: null,
      clubId: 'club',
      sectionId: 's2',
      sectionName: 'Football',
      categoryId: null,
      categoryName: null,
      createdAt: '2026-09-01T10:00:00.000Z',
    };
    fakeServer(
      answer(LIST, 200, pageOf([]), 'GET'),
      answer('/api/onboarding/membership-options', 200, options),
      answer('/api/me/responsibilities', 200, { data: [managerOfFootball] }),
      answer('/api/auth/get-session', 200, sessionOf('section_manager')),
    );
    renderAt('/admin/applications');
    expect(await screen.findByText('Candidatures des sections dont vous êtes responsable : Football.')).toBeTruthy();
    const filters = screen.getByRole('search', { name: 'Rechercher une candidature' });
    expect(await within(filters).findByRole('option', { name: 'Football' })).toBeTruthy();
    expect(within(filters).queryByRole('option', { name: 'Judo' })).toBeNull();
    expect(screen.getByText('Les candidatures à vos sections apparaîtront ici.')).toBeTruthy();
  });

  it('puts the chosen filters in the URL and starts again from page 1', async () => {
    const server = fakeServer(answer(LIST, 200, pageOf([anApplication()]), 'GET'), OPTIONS);
    const { router } = renderAt('/admin/applications?page=3');
    const status = await screen.findByRole('combobox', { name: 'Statut' });
    await userEvent.selectOptions(status, 'En attente');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await screen.findByRole('table');
    await waitFor(() => expect(router.state.location.search).toContain('status=pending'));
    expect(router.state.location.search).not.toContain('page=3');
    expect(server.requested()).toContain(`GET ${LIST}?status=pending&dateRange=all&page=1&limit=20`);
  });

  it("shows 'Chargement des candidatures...' while the list loads", async () => {
    let release: (response: Response) => void = () => undefined;
    const held: FetchHandler = (call) => (call.path.startsWith(LIST) ? new Promise<Response>((resolve) => (release = resolve)) : undefined);
    fakeServer(held, OPTIONS);
    renderAt('/admin/applications');
    expect(await screen.findByText('Chargement des candidatures...')).toBeTruthy();
    release(json(200, pageOf([])));
    expect(await screen.findByRole('heading', { name: 'Aucune candidature' })).toBeTruthy();
  });

  it('explains a failure in French (the thrown error keeps the spec text)', async () => {
    fakeServer(answer(LIST, 500, { code: 'INTERNAL', requestId: 'r' }, 'GET'), OPTIONS);
    renderAt('/admin/applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impossible de charger les candidatures' })).toBeTruthy();
    expect(screen.getByText("Les candidatures n'ont pas pu être chargées. Veuillez réessayer.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});
