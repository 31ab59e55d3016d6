import { answer, fakeServer, renderPage } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anApplication, pageOf } from '../applications/testing-data';
import PendingApplicationsWidget from './pending-applications-widget';

const LIST = '/api/first-login/applications/pending';

describe('PendingApplicationsWidget', () => {
  it('counts the pending applications and links the five oldest to their review', async () => {
    const oldest = anApplication({ id: 'a1', createdAt: '2026-09-01T10:00:00.000Z' });
    const server = fakeServer(answer(LIST, 200, pageOf([oldest], 7, 1, 5), 'GET'));
    renderPage(<PendingApplicationsWidget />);
    expect(await screen.findByText('7 candidatures en attente')).toBeTruthy();
    expect(server.requested()).toEqual([`GET ${LIST}?status=pending&dateRange=all&order=oldest&page=1&limit=5`]);
    expect(screen.getByRole('link', { name: 'Inès Garnier' }).getAttribute('href')).toBe('/admin/applications/a1');
    expect(screen.getByText('Déposée le 01/09/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Toutes les candidatures en attente' }).getAttribute('href')).toBe('/admin/applications?status=pending');
  });

  it('says when none waits, and explains a failure in French', async () => {
    fakeServer(answer(LIST, 200, pageOf([]), 'GET'));
    const { unmount } = renderPage(<PendingApplicationsWidget />);
    expect(await screen.findByText('Aucune candidature en attente.')).toBeTruthy();
    unmount();
    fakeServer(answer(LIST, 500, { code: 'INTERNAL', requestId: 'r' }, 'GET'));
    renderPage(<PendingApplicationsWidget />);
    expect(await screen.findByRole('heading', { name: 'Candidatures indisponibles' })).toBeTruthy();
  });
});
