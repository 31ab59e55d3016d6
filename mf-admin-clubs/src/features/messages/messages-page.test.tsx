import { CONTACT_INBOX_MESSAGES } from '@club/contracts';
import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, json, readTable, renderRoutes, type FetchHandler } from '@club/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../../paths';
import remote from '../../routes';
import { aMessage, aMessageDetail, messagePage } from './testing-data';

const LIST = '/api/admin/contact-messages';
const ONE = '/api/admin/contact-messages/c1';
const renderRemote = (path: string) => renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path, queryClient: createAppQueryClient() });

describe('/admin/messages', () => {
  it('lists the unread messages with their sender, excerpt, state and date; the sender opens the message', async () => {
    const server = fakeServer(answer(LIST, 200, messagePage([aMessage(), aMessage({ id: 'c2', name: 'Hugo Petit', state: 'read', replyCount: 2 })]), 'GET'));
    renderRemote('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    expect(server.requested()).toEqual([`GET ${LIST}?state=unread&page=1&limit=20`]);
    expect(readTable('Messages').rows).toEqual([
      ['th:Expéditeur', 'th:Objet', 'th:État', 'th:Reçu le'],
      [
        'th:Camille Martincamille@example.fr',
        'td:Inscription natationBonjour, reste-t-il des places le mardi soir ?',
        'td:Non luSans réponse',
        'td:01/12/2026, 20\u00a0h\u00a030',
      ],
      [
        'th:Hugo Petitcamille@example.fr',
        'td:Inscription natationBonjour, reste-t-il des places le mardi soir ?',
        'td:Lu2\u00a0réponses',
        'td:01/12/2026, 20\u00a0h\u00a030',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Camille Martin' }).getAttribute('href')).toBe('/admin/messages/c1');
  });

  it('reads the state and the search from the URL, offers the four lists, and a new filter fetches from page 1', async () => {
    const server = fakeServer(answer(LIST, 200, messagePage([aMessage()]), 'GET'));
    const { location } = renderRemote('/admin/messages?state=archived&search=natation&page=2');
    await screen.findByRole('table', { name: 'Messages' });
    expect(server.requested()).toEqual([`GET ${LIST}?state=archived&search=natation&page=2&limit=20`]);
    const filters = screen.getByRole('search', { name: 'Filtrer les messages' });
    const state = within(filters).getByRole('combobox', { name: 'État' }) as HTMLSelectElement;
    expect(Array.from(state.options).map((option) => option.text)).toEqual(['Non lus', 'Lus', 'Archivés', 'Tous']);
    expect(state.value).toBe('archived');
    await userEvent.selectOptions(state, 'Tous');
    await userEvent.click(within(filters).getByRole('button', { name: 'Filtrer' }));
    await waitFor(() => expect(location()).toBe('/admin/messages?state=all&search=natation'));
  });

  it('says when every message was read, and when a search finds nothing', async () => {
    fakeServer(answer(LIST, 200, messagePage([]), 'GET'));
    const { unmount } = renderRemote('/admin/messages');
    expect(await screen.findByRole('heading', { name: 'Aucun message non lu' })).toBeTruthy();
    unmount();
    renderRemote('/admin/messages?search=personne');
    expect(await screen.findByRole('heading', { name: 'Aucun message trouvé' })).toBeTruthy();
  });

  it('shows a message, sends a reply and lists it under « Réponses envoyées »', async () => {
    let replied = false;
    const reply = { id: 'r1', authorName: 'Alice Admin', text: 'Bonjour Camille, oui.', createdAt: '2026-12-01T20:00:00.000Z' };
    const detail: FetchHandler = (call) =>
      call.method === 'GET' && call.path === ONE ? json(200, aMessageDetail(replied ? { replies: [reply], replyCount: 1 } : {})) : undefined;
    const post: FetchHandler = (call) => {
      if (call.method !== 'POST' || call.path !== `${ONE}/replies`) return undefined;
      replied = true;
      return json(201, aMessageDetail({ replies: [reply], replyCount: 1 }));
    };
    const server = fakeServer(detail, post);
    renderRemote('/admin/messages/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscription natation' })).toBeTruthy();
    expect(screen.getByText(/reste-t-il des places le mardi soir/)).toBeTruthy();
    expect(screen.getByText('Aucune réponse envoyée pour le moment.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText(CONTACT_INBOX_MESSAGES.replyRequired)).toBeTruthy();
    expect(server.callsTo(`${ONE}/replies`)).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Votre réponse/ }), 'Bonjour Camille, oui.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Réponse envoyée par e-mail.')).toBeTruthy();
    expect(server.callsTo(`${ONE}/replies`).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: `${ONE}/replies`, body: { text: 'Bonjour Camille, oui.' } },
    ]);
    const replies = screen.getByRole('region', { name: 'Réponses envoyées' });
    expect(await within(replies).findByText('Bonjour Camille, oui.')).toBeTruthy();
    expect(within(replies).getByText(/Alice Admin, le/)).toBeTruthy();
  });

  it('archives and restores a message, and « Marquer comme non lu » goes back to the list', async () => {
    let state: 'read' | 'archived' | 'unread' = 'read';
    const detail: FetchHandler = (call) => (call.method === 'GET' && call.path === ONE ? json(200, aMessageDetail({ state })) : undefined);
    const put: FetchHandler = (call) => {
      if (call.method !== 'PUT' || call.path !== `${ONE}/state`) return undefined;
      state = (call.body as { state: typeof state }).state;
      return json(200, aMessageDetail({ state }));
    };
    const server = fakeServer(detail, put, answer(LIST, 200, messagePage([aMessage()]), 'GET'));
    const { location } = renderRemote('/admin/messages/c1');
    await userEvent.click(await screen.findByRole('button', { name: 'Archiver' }));
    expect(await screen.findByText('Message archivé.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Restaurer' }));
    expect(await screen.findByText('Message restauré dans les messages lus.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Marquer comme non lu' }));
    await waitFor(() => expect(location()).toBe('/admin/messages'));
    expect(server.callsTo(`${ONE}/state`).map((call) => call.body)).toEqual([{ state: 'archived' }, { state: 'read' }, { state: 'unread' }]);
  });

  it('shows the French 404 of a message that no longer exists', async () => {
    fakeServer(answer(ONE, 404, { code: 'NOT_FOUND', message: CONTACT_INBOX_MESSAGES.notFound, requestId: 'r1' }, 'GET'));
    renderRemote('/admin/messages/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impossible de charger ce message' })).toBeTruthy();
    expect(screen.getByText(CONTACT_INBOX_MESSAGES.notFound, { exact: false })).toBeTruthy();
  });
});
