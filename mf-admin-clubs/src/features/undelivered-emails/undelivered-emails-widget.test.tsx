import { answer, fakeServer, renderPage } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aQueue, anEmail, emailPage } from '../emails/testing-data';
import UndeliveredEmailsWidget from './undelivered-emails-widget';

const LIST = '/api/admin/emails';

describe('UndeliveredEmailsWidget', () => {
  it("counts the e-mails waiting since when and the day's failures, reading one row of the undelivered list", async () => {
    const server = fakeServer(answer(LIST, 200, emailPage([anEmail()], aQueue({ waiting: 1, failed24h: 2 }), 3), 'GET'));
    renderPage(<UndeliveredEmailsWidget />);
    expect(await screen.findByText('1 e-mail en attente depuis 01/12/2026, 20 h 30')).toBeTruthy();
    expect(screen.getByText('2 échecs ces dernières 24 heures')).toBeTruthy();
    expect(server.requested()).toEqual([`GET ${LIST}?status=undelivered&page=1&limit=1`]);
    expect(screen.getByRole('link', { name: 'Voir les e-mails' }).getAttribute('href')).toBe('/admin/emails');
  });

  it('says when every e-mail was delivered, and explains a failure in French', async () => {
    fakeServer(answer(LIST, 200, emailPage([], aQueue({ waiting: 0, oldestWaitingAt: null })), 'GET'));
    const { unmount } = renderPage(<UndeliveredEmailsWidget />);
    expect(await screen.findByText('Tous les e-mails ont été remis.')).toBeTruthy();
    expect(screen.queryByText(/en attente/)).toBeNull();
    unmount();
    fakeServer(answer(LIST, 500, { code: 'INTERNAL', requestId: 'r' }, 'GET'));
    renderPage(<UndeliveredEmailsWidget />);
    expect(await screen.findByRole('heading', { name: 'E-mails indisponibles' })).toBeTruthy();
  });
});
