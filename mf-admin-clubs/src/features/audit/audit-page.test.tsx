import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, readTable, renderRoutes } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../paths';
import remote from '../../routes';

const renderRemote = (path: string) => renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path, queryClient: createAppQueryClient() });

const roleChange = {
  id: 'a1',
  action: 'user.role',
  actorId: 'u-admin',
  actorName: 'Nadia Benali',
  targetId: 'u1',
  targetLabel: 'Léo Roux (leo@example.fr)',
  details: { from: 'member', to: 'coach' },
  createdAt: '2026-11-25T10:00:00.000Z',
};
const approval = {
  ...roleChange,
  id: 'a2',
  action: 'application.approved',
  details: { applicationId: 'p1', sectionName: 'Judo', categoryName: 'Adultes', comments: 'Bienvenue' },
};

describe('/admin/audit', () => {
  it('lists the records with French labels, the filters of the URL sent to the API and kept in the form', async () => {
    const server = fakeServer(answer('/api/admin/audit', 200, { data: [roleChange, approval], total: 2, page: 1, limit: 20 }, 'GET'));
    renderRemote('/admin/audit?action=user.role&actor=nadia&target=&page=x');
    expect(await screen.findByRole('heading', { level: 1, name: "Journal d'audit" })).toBeTruthy();
    expect(readTable("Journal d'audit").rows).toEqual([
      ['th:Date', 'th:Action', 'th:Auteur', 'th:Personne concernée', 'th:Détails'],
      ['th:25/11/2026, 11\u00a0h', 'td:Changement de rôle', 'td:Nadia Benali', 'td:Léo Roux (leo@example.fr)', 'td:Membre → Entraîneur'],
      ['th:25/11/2026, 11\u00a0h', 'td:Candidature approuvée', 'td:Nadia Benali', 'td:Léo Roux (leo@example.fr)', 'td:Judo — Adultes · Commentaire : Bienvenue'],
    ]);
    expect(server.requested()).toContain('GET /api/admin/audit?page=1&limit=20&actor=nadia&action=user.role');
    expect((screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement).value).toBe('user.role');
    expect((screen.getByRole('searchbox', { name: 'Auteur' }) as HTMLInputElement).value).toBe('nadia');
  });

  it('says in French when nothing matches the filters', async () => {
    fakeServer(answer('/api/admin/audit', 200, { data: [], total: 0, page: 1, limit: 20 }, 'GET'));
    renderRemote('/admin/audit?target=personne');
    expect(await screen.findByRole('heading', { name: 'Aucune action ne correspond à ces filtres' })).toBeTruthy();
  });

  it('shows the refusal of the API in French under the page title', async () => {
    const message = "Vous n'avez pas les permissions nécessaires pour effectuer cette action.";
    fakeServer(answer('/api/admin/audit', 403, { code: 'FORBIDDEN', message, requestId: 'r1' }, 'GET'));
    renderRemote('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: "Impossible de charger le journal d'audit" })).toBeTruthy();
    expect(screen.getByText(message, { exact: false })).toBeTruthy();
  });
});
