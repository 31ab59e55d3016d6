import { EMAIL_MESSAGES } from '@club/contracts';
import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, json, readTable, renderRoutes, type FetchHandler } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_PATH } from '../../paths';
import remote from '../../routes';
import { aQueue, anEmail, emailPage } from './testing-data';

const LIST = '/api/admin/emails';
const RESEND = '/api/admin/emails/m1/resend';
const renderRemote = (path: string) => renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path, queryClient: createAppQueryClient() });

const refused = anEmail({
  id: 'm2',
  to: 'x@refus.test',
  status: 'failed',
  attempts: 1,
  errorKind: 'refused',
  lastError: '550 5.1.1 Mailbox unavailable',
  nextAttemptAt: null,
  resendable: false,
});
const sending = anEmail({
  id: 'm3',
  to: 'leo@example.fr',
  subject: 'Votre code de connexion',
  status: 'sending',
  attempts: 0,
  errorKind: null,
  lastError: null,
  resendable: false,
});

describe('/admin/emails', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the queue at a glance, then the e-mails not delivered with their state, error and next attempt', async () => {
    const queue = aQueue({ waiting: 3, failed24h: 1 });
    const server = fakeServer(answer(LIST, 200, emailPage([anEmail(), refused, sending], queue), 'GET'));
    renderRemote('/admin/emails');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mails' })).toBeTruthy();
    expect(server.requested()).toEqual([`GET ${LIST}?status=undelivered&page=1&limit=20`]);
    expect(screen.getByText('3 e-mails en attente, le plus ancien depuis 01/12/2026, 20 h 30')).toBeTruthy();
    expect(screen.getByText('1 échec ces dernières 24 heures')).toBeTruthy();
    expect(screen.queryByText(/Aucun serveur d'envoi/)).toBeNull();
    expect(readTable('E-mails').rows).toEqual([
      ['th:Destinataire', 'th:Objet', 'th:État', 'th:Dernière erreur', 'th:Dates', 'th:Action'],
      [
        'th:ines@example.fr',
        'td:Confirmez votre adresse e-mail',
        'td:En attente2\u00a0tentatives',
        "td:Serveur d'envoi injoignableconnect ECONNREFUSED 127.0.0.1:2525",
        'td:Créé le 01/12/2026, 20\u00a0h\u00a030Prochain essai le 01/12/2026, 20\u00a0h\u00a031',
        'td:Renvoyer',
      ],
      [
        'th:x@refus.test',
        'td:Confirmez votre adresse e-mail',
        'td:Échec1\u00a0tentative',
        "td:Adresse refusée par le serveur d'envoi550 5.1.1 Mailbox unavailable",
        'td:Créé le 01/12/2026, 20\u00a0h\u00a030',
        'td:—',
      ],
      ['th:leo@example.fr', 'td:Votre code de connexion', "td:En cours d'envoiAucune tentative", 'td:—', 'td:Créé le 01/12/2026, 20\u00a0h\u00a030', 'td:—'],
    ]);
    // The server's answer stays as it came, in a monospace line of its own.
    expect(screen.getByText('550 5.1.1 Mailbox unavailable').tagName).toBe('CODE');
    expect(screen.getByRole('button', { name: 'Renvoyer\u00a0: Confirmez votre adresse e-mail (ines@example.fr)' })).toBeTruthy();
  });

  it("reads the list again every 5 seconds while the page is open, so states change under the admin's eyes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sent = false;
    const server = fakeServer((call) =>
      call.method === 'GET' && call.path.startsWith(`${LIST}?`) ? json(200, emailPage(sent ? [] : [anEmail()], aQueue({ waiting: sent ? 0 : 1 }))) : undefined,
    );
    renderRemote('/admin/emails');
    await screen.findByRole('table', { name: 'E-mails' });
    sent = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(await screen.findByRole('heading', { name: 'Tous les e-mails ont été remis.' })).toBeTruthy();
    expect(server.callsTo(LIST)).toHaveLength(2);
  });

  it('reads the filter and the search from the URL, and a new filter fetches its list from page 1', async () => {
    const server = fakeServer(answer(LIST, 200, emailPage([refused], aQueue()), 'GET'));
    const { location } = renderRemote('/admin/emails?status=failed&search=refus&page=2');
    await screen.findByRole('table', { name: 'E-mails' });
    expect(server.requested()).toEqual([`GET ${LIST}?status=failed&search=refus&page=2&limit=20`]);
    const filters = screen.getByRole('search', { name: 'Filtrer les e-mails' });
    const status = within(filters).getByRole('combobox', { name: 'État' }) as HTMLSelectElement;
    expect(status.value).toBe('failed');
    expect((within(filters).getByRole('searchbox', { name: 'Destinataire ou objet' }) as HTMLInputElement).value).toBe('refus');
    expect(Array.from(status.options).map((option) => option.text)).toEqual(['Non remis', 'Échecs', 'Remis']);

    await userEvent.selectOptions(status, 'Remis');
    await userEvent.click(within(filters).getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(location()).toBe('/admin/emails?status=sent&search=refus'));
    await waitFor(() => expect(server.requested()).toContain(`GET ${LIST}?status=sent&search=refus&page=1&limit=20`));
  });

  it('« Renvoyer » posts, says so in a toast and refreshes the list', async () => {
    let resent = false;
    const list: FetchHandler = (call) =>
      call.method === 'GET' && call.path.startsWith(`${LIST}?`)
        ? json(200, resent ? emailPage([], aQueue({ waiting: 0, oldestWaitingAt: null })) : emailPage([anEmail()]))
        : undefined;
    let answerResend = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answerResend = resolve));
    const resend: FetchHandler = (call) =>
      call.method === 'POST' && call.path === RESEND
        ? answered.then(() => {
            resent = true;
            return json(200, anEmail({ attempts: 2, nextAttemptAt: '2026-12-01T19:40:00.000Z' }));
          })
        : undefined;
    const server = fakeServer(list, resend);
    renderRemote('/admin/emails');
    const button = await screen.findByRole('button', { name: /^Renvoyer/ });
    await userEvent.click(button);
    // One click, one resend: the button waits for the answer.
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    answerResend();
    expect(await screen.findByText("E-mail remis en file d'envoi.")).toBeTruthy();
    expect(server.callsTo(RESEND).map(({ method, path, body }) => ({ method, path, body }))).toEqual([{ method: 'POST', path: RESEND, body: undefined }]);
    expect(await screen.findByRole('heading', { name: 'Tous les e-mails ont été remis.' })).toBeTruthy();
    expect(screen.getByText('Aucun e-mail en attente.')).toBeTruthy();
    expect(server.callsTo(LIST)).toHaveLength(2);
  });

  it('shows the French refusal of the API when the e-mail can no longer be resent (409)', async () => {
    fakeServer(
      answer(LIST, 200, emailPage([anEmail()]), 'GET'),
      answer(RESEND, 409, { code: 'CONFLICT', message: EMAIL_MESSAGES.linkExpired, requestId: 'r1' }, 'POST'),
    );
    renderRemote('/admin/emails');
    await userEvent.click(await screen.findByRole('button', { name: /^Renvoyer/ }));
    expect(await screen.findByText(EMAIL_MESSAGES.linkExpired)).toBeTruthy();
  });

  it('says when every e-mail was delivered, and that without an SMTP server they stay in the development outbox', async () => {
    fakeServer(answer(LIST, 200, emailPage([], aQueue({ transport: 'outbox', waiting: 0, oldestWaitingAt: null })), 'GET'));
    renderRemote('/admin/emails');
    expect(await screen.findByRole('heading', { name: 'Tous les e-mails ont été remis.' })).toBeTruthy();
    expect(screen.getByText('Aucun e-mail en attente.')).toBeTruthy();
    expect(screen.getByText('Aucun échec ces dernières 24 heures.')).toBeTruthy();
    expect(screen.getByText(/Aucun serveur d'envoi n'est configuré/).textContent).toContain("boîte d'envoi de développement");
  });

  it('has an empty state of its own for the failures, the delivered e-mails and a search', async () => {
    fakeServer(answer(LIST, 200, emailPage([]), 'GET'));
    const { unmount } = renderRemote('/admin/emails?status=failed');
    expect(await screen.findByRole('heading', { name: 'Aucun e-mail en échec' })).toBeTruthy();
    unmount();
    const second = renderRemote('/admin/emails?status=sent');
    expect(await screen.findByRole('heading', { name: 'Aucun e-mail remis' })).toBeTruthy();
    second.unmount();
    renderRemote('/admin/emails?search=personne');
    expect(await screen.findByRole('heading', { name: 'Aucun e-mail ne correspond à cette recherche' })).toBeTruthy();
  });

  it('shows the refusal of the API in French under the page title', async () => {
    const message = "Vous n'avez pas les permissions nécessaires pour effectuer cette action.";
    fakeServer(answer(LIST, 403, { code: 'FORBIDDEN', message, requestId: 'r1' }, 'GET'));
    renderRemote('/admin/emails');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impossible de charger les e-mails' })).toBeTruthy();
    expect(screen.getByText(message, { exact: false })).toBeTruthy();
  });
});
