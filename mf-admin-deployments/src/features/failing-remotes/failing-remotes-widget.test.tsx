import { answer, fakeServer, renderPage } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogRemote, publicRemote } from '../deployments/testing-data';
import FailingRemotesWidget from './failing-remotes-widget';

const OVERVIEW = '/api/deployments';
const failing = (remote: typeof publicRemote, failures24h: number) => ({
  ...remote,
  figures: remote.figures.map((figures, index) => ({ ...figures, failures24h: index === 0 ? failures24h : 0 })),
});

describe('FailingRemotesWidget', () => {
  it('lists the remotes with failure reports over 24 hours, every version summed, most first, each linking to its place', async () => {
    const mfMember = { ...failing(publicRemote, 2), remote: 'mf-member' };
    const server = fakeServer(answer(OVERVIEW, 200, { remotes: [mfMember, blogRemote, publicRemote] }, 'GET'));
    renderPage(<FailingRemotesWidget />);
    const list = await screen.findByRole('list', { name: 'Échecs de chargement des dernières 24 heures' });
    // mf-public: 3 failures of version 2 and 1 of version 1; mf-admin-blog has none.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['mf-public : 4 échecs de chargement', 'mf-member : 2 échecs de chargement']);
    expect(screen.getByRole('link', { name: 'mf-public' }).getAttribute('href')).toBe('/admin/deployments#remote-mf-public');
    expect(screen.getByRole('link', { name: 'Voir les déploiements' }).getAttribute('href')).toBe('/admin/deployments');
    expect(server.requested()).toEqual([`GET ${OVERVIEW}`]);
  });

  it('says when nothing failed, and explains a failure to read in French', async () => {
    fakeServer(answer(OVERVIEW, 200, { remotes: [blogRemote, failing(publicRemote, 0)] }, 'GET'));
    const { unmount } = renderPage(<FailingRemotesWidget />);
    expect(await screen.findByText('Aucun échec de chargement ces dernières 24 heures.')).toBeTruthy();
    unmount();
    fakeServer(answer(OVERVIEW, 500, { code: 'INTERNAL', message: 'Erreur interne.', requestId: 'r' }, 'GET'));
    renderPage(<FailingRemotesWidget />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Déploiements indisponibles' })).toBeTruthy();
  });
});
