import { answer, fakeServer, renderPage } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import UnreadMessagesWidget from './unread-messages-widget';

const COUNT = '/api/admin/contact-messages/unread-count';

describe('UnreadMessagesWidget', () => {
  it('counts the unread messages and links to the inbox', async () => {
    fakeServer(answer(COUNT, 200, { unread: 3 }, 'GET'));
    renderPage(<UnreadMessagesWidget />);
    expect(await screen.findByText('3 messages non lus')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lire les messages' }).getAttribute('href')).toBe('/admin/messages');
  });

  it('says when every message was read, and explains a failure in French', async () => {
    fakeServer(answer(COUNT, 200, { unread: 0 }, 'GET'));
    const { unmount } = renderPage(<UnreadMessagesWidget />);
    expect(await screen.findByText('Aucun message non lu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les messages' })).toBeTruthy();
    unmount();
    fakeServer(answer(COUNT, 500, { code: 'INTERNAL', requestId: 'r' }, 'GET'));
    renderPage(<UnreadMessagesWidget />);
    expect(await screen.findByRole('heading', { name: 'Messages indisponibles' })).toBeTruthy();
  });
});
