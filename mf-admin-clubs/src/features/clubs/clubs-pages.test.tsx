import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, json, readTable, renderRoutes } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BASE_PATH } from '../../paths';
import remote from '../../routes';

const renderRemote = (path: string) => renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path, queryClient: createAppQueryClient() });

const club = {
  id: 'c1',
  name: 'Union sportive de Villeneuve',
  description: '',
  contactEmail: 'contact@usv.fr',
  contactPhone: null,
  address: '12 avenue Jean-Jaurès',
  logoUrl: null,
  sectionCount: 8,
  createdAt: '2026-09-01T10:00:00.000Z',
  updatedAt: '2026-09-01T10:00:00.000Z',
};
const section = {
  id: 's1',
  clubId: 'c1',
  clubName: club.name,
  name: 'Football',
  description: '',
  sport: 'Football',
  seasonFeeCents: 18000,
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  categoryCount: 5,
  memberCount: 14,
  createdAt: club.createdAt,
  updatedAt: club.updatedAt,
};
const managerOfFootball = {
  id: 'r1',
  kind: 'section_manager',
  userId: 'u1',
  userName: 'Sophie Marchand',
  userEmail: 'responsable@demo.asso.fr',
  clubId: 'c1',
  sectionId: 's1',
  sectionName: 'Football',
  categoryId: null,
  categoryName: null,
  createdAt: club.createdAt,
};

describe('club screens', () => {
  it("lists the clubs and the signed-in person's responsibilities, without the admin-only creation", async () => {
    fakeServer(
      answer('/api/clubs', 200, { data: [club], total: 1, page: 1, limit: 20 }, 'GET'),
      answer('/api/me/responsibilities', 200, { data: [managerOfFootball] }),
    );
    renderRemote('/admin/dashboard/clubs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clubs' })).toBeTruthy();
    expect(readTable('Clubs (1)').rows[1]).toEqual(['th:Union sportive de Villeneuve', 'td:8', 'td:contact@usv.fr', 'td:12 avenue Jean-Jaurès']);
    expect(screen.getByRole('link', { name: 'Responsable de la section Football' }).getAttribute('href')).toBe('/admin/dashboard/clubs/c1/sections/s1');
    expect(screen.queryByRole('link', { name: 'Créer un club' })).toBeNull();
  });

  it('shows a section manager « Non partagé » for an e-mail kept private, and picks people by name with their sections', async () => {
    const coachOfU13 = {
      ...managerOfFootball,
      id: 'r2',
      kind: 'coach',
      userId: 'u2',
      userName: 'Marc Lefèvre',
      userEmail: null,
      categoryId: 'k1',
      categoryName: 'U13',
    };
    const server = fakeServer(
      answer('/api/clubs/c1/sections/s1', 200, section, 'GET'),
      answer('/api/clubs/c1/sections/s1/responsibilities', 200, { data: [managerOfFootball, coachOfU13] }, 'GET'),
      answer('/api/clubs/c1/categories', 200, { data: [], total: 0, page: 1, limit: 100 }, 'GET'),
      answer('/api/me/responsibilities', 200, { data: [managerOfFootball] }),
      answer('/api/responsibilities/candidates', 200, { data: [{ id: 'u3', name: 'Léa Durand', email: null, role: null, sections: ['Judo', 'Natation'] }] }),
    );
    renderRemote('/admin/dashboard/clubs/c1/sections/s1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Responsables et entraîneurs' })).toBeTruthy();
    expect(readTable('Responsables de Football').rows[2]).toEqual(['th:Marc Lefèvre', 'td:Entraîneur', 'td:U13', 'td:Non partagé', 'td:Retirer Marc Lefèvre']);
    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: 'Rechercher une personne' });
    expect(search.getAttribute('placeholder')).toBe('Nom');
    await user.type(search, 'durand');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Judo, Natation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choisir Léa Durand' })).toBeTruthy();
    expect(server.callsTo('/api/responsibilities/candidates')[0]?.path).toBe('/api/responsibilities/candidates?search=durand');
  });

  it('checks the ages of a new category in French, then sends numbers and nulls', async () => {
    const server = fakeServer(
      answer('/api/clubs/c1', 200, club, 'GET'),
      answer('/api/clubs/c1/sections/s1', 200, section, 'GET'),
      answer(
        '/api/clubs/c1/sections/s1/categories',
        201,
        { ...section, id: 'k1', sectionId: 's1', sectionName: 'Football', minAge: 15, maxAge: null, gender: 'female', maxMembers: null },
        'POST',
      ),
      answer('/api/clubs/c1/categories', 200, { data: [], total: 0, page: 1, limit: 20 }, 'GET'),
      answer('/api/me/responsibilities', 200, { data: [managerOfFootball] }),
    );
    renderRemote('/admin/dashboard/clubs/c1/sections/s1/categories/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nouvelle catégorie de Football' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getAllByRole('textbox', { name: /^Nom/ })[0] as HTMLElement, 'U17 filles');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Public/ }), 'female');
    await user.type(screen.getByRole('textbox', { name: /^Âge minimum/ }), '15');
    await user.type(screen.getByRole('textbox', { name: /^Âge maximum/ }), '13');
    await user.click(screen.getByRole('button', { name: 'Créer la catégorie' }));
    expect((await screen.findAllByText("L'âge minimum ne peut pas dépasser l'âge maximum")).length).toBeGreaterThan(0);
    expect(server.callsTo('/api/clubs/c1/sections/s1/categories')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /^Âge maximum/ }));
    await user.click(screen.getByRole('button', { name: 'Créer la catégorie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catégories de Football' })).toBeTruthy();
    expect(server.callsTo('/api/clubs/c1/sections/s1/categories')[0]?.body).toEqual({
      name: 'U17 filles',
      description: '',
      gender: 'female',
      minAge: 15,
      maxAge: null,
      maxMembers: null,
    });
  });
  it("edits a category's ages and shows them in the section's categories, « 9 à 10 ans »", async () => {
    let poussins = {
      id: 'k2',
      clubId: 'c1',
      sectionId: 's1',
      sectionName: 'Football',
      name: 'Poussins',
      description: '',
      minAge: 7,
      maxAge: 8,
      gender: 'mixed',
      maxMembers: 20,
      memberCount: 3,
      createdAt: club.createdAt,
      updatedAt: club.updatedAt,
    };
    const server = fakeServer(
      (call) => {
        if (call.path.split('?')[0] !== '/api/clubs/c1/categories/k2') return undefined;
        if (call.method === 'PUT') poussins = { ...poussins, ...(call.body as object) };
        return json(200, poussins);
      },
      (call) => (call.path.split('?')[0] === '/api/clubs/c1/categories' ? json(200, { data: [poussins], total: 1, page: 1, limit: 20 }) : undefined),
      answer('/api/clubs/c1', 200, club, 'GET'),
      answer('/api/clubs/c1/sections/s1', 200, section, 'GET'),
      answer('/api/me/responsibilities', 200, { data: [managerOfFootball] }),
    );
    renderRemote('/admin/dashboard/clubs/c1/sections/s1/categories/k2/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier Poussins' })).toBeTruthy();
    const minimum = screen.getByRole('textbox', { name: /^Âge minimum/ }) as HTMLInputElement;
    const maximum = screen.getByRole('textbox', { name: /^Âge maximum/ }) as HTMLInputElement;
    expect([minimum.value, maximum.value]).toEqual(['7', '8']);
    const user = userEvent.setup();
    await user.clear(minimum);
    await user.type(minimum, '9');
    await user.clear(maximum);
    await user.type(maximum, '10');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Catégories de Football' })).toBeTruthy();
    expect(server.callsTo('/api/clubs/c1/categories/k2').find((call) => call.method === 'PUT')?.body).toMatchObject({ minAge: 9, maxAge: 10, maxMembers: 20 });
    const row = screen.getByRole('rowheader', { name: 'Poussins' }).closest('tr');
    expect(row?.textContent).toContain('9 à 10\u00a0ans');
  });

  it('keeps the members list search apart from the person to add, and adds only once someone is chosen', async () => {
    const u13 = {
      id: 'k1',
      clubId: 'c1',
      sectionId: 's1',
      sectionName: 'Football',
      name: 'U13',
      description: '',
      minAge: 11,
      maxAge: 12,
      gender: 'mixed',
      maxMembers: null,
      memberCount: 0,
      createdAt: club.createdAt,
      updatedAt: club.updatedAt,
    };
    const server = fakeServer(
      answer('/api/clubs/c1/categories/k1', 200, u13, 'GET'),
      answer('/api/clubs/c1/categories/k1/members', 200, { data: [], total: 0, page: 1, limit: 20 }, 'GET'),
      answer('/api/clubs/c1/categories/k1/members', 201, {}, 'POST'),
      answer('/api/me/responsibilities', 200, { data: [managerOfFootball] }),
      answer('/api/responsibilities/candidates', 200, { data: [{ id: 'u3', name: 'Léa Durand', email: null, role: null, sections: [] }] }),
    );
    renderRemote('/admin/dashboard/clubs/c1/sections/s1/categories/k1/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'Membres de la catégorie U13' })).toBeTruthy();
    // Testing Library reads the text with its no-break spaces made plain.
    expect(screen.getByText('11 à 12 ans · 0 membre (sans limite).')).toBeTruthy();
    const listSearch = screen.getByRole('searchbox', { name: 'Rechercher un membre' });
    const toAdd = screen.getByRole('searchbox', { name: 'Personne à ajouter' });
    expect(listSearch).not.toBe(toAdd);
    expect(listSearch.getAttribute('placeholder')).not.toBe(toAdd.getAttribute('placeholder'));
    expect(screen.queryByRole('searchbox', { name: 'Recherche' })).toBeNull();

    const addButton = screen.getByRole('button', { name: 'Ajouter à la catégorie' });
    expect((addButton as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(toAdd, 'durand');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    await user.click(await screen.findByRole('button', { name: 'Choisir Léa Durand' }));
    expect(screen.getByText('Personne choisie : Léa Durand')).toBeTruthy();
    expect((addButton as HTMLButtonElement).disabled).toBe(false);
    await user.click(addButton);
    await vi.waitFor(() => expect(server.callsTo('/api/clubs/c1/categories/k1/members').find((call) => call.method === 'POST')?.body).toEqual({ userId: 'u3' }));
    // Added: nobody is chosen any more, so « Ajouter » waits for the next person.
    await vi.waitFor(() => expect((addButton as HTMLButtonElement).disabled).toBe(true));
  });

  it("shows a minor's responsible adult and the link to a member's certificate to the staff (ADR 210)", async () => {
    const u13 = {
      id: 'k1',
      clubId: 'c1',
      sectionId: 's1',
      sectionName: 'Football',
      name: 'U13',
      description: '',
      minAge: 11,
      maxAge: 12,
      gender: 'mixed',
      maxMembers: null,
      memberCount: 1,
      createdAt: club.createdAt,
      updatedAt: club.updatedAt,
    };
    const lea = {
      membershipId: 'm1',
      userId: 'u7',
      firstName: 'Léa',
      lastName: 'Durand',
      name: 'Léa Durand',
      email: null,
      phone: null,
      dateOfBirth: '2014-05-10',
      responsibleAdults: [{ name: 'Anne Durand', phone: '06 11 22 33 44', email: 'anne@example.fr', relationship: 'child' }],
      medicalCertificate: { date: '2026-09-01', validUntil: '2099-06-30', mediaType: 'application/pdf', size: 1200, uploadedAt: '2026-09-02T10:00:00.000Z' },
      applicationId: 'a1',
      createdAt: club.createdAt,
    };
    fakeServer(
      answer('/api/clubs/c1/categories/k1', 200, u13, 'GET'),
      answer('/api/clubs/c1/categories/k1/members', 200, { data: [lea], total: 1, page: 1, limit: 20 }, 'GET'),
      answer('/api/me/responsibilities', 200, { data: [] }),
    );
    renderRemote('/admin/dashboard/clubs/c1/sections/s1/categories/k1/members');
    const row = await screen.findByRole('row', { name: /Léa Durand/ });
    expect(row.textContent).toContain('Contact : Anne Durand · 06 11 22 33 44 · anne@example.fr');
    expect(row.textContent).not.toContain('famille.invalid');
    const certificate = screen.getByRole('link', { name: 'Certificat du 01/09/2026, valide (nouvel onglet)' });
    expect(certificate.getAttribute('href')).toBe('/api/members/u7/medical-certificate');
  });
});
