import { CONTACT_INBOX_MESSAGES } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { changeContactMessageState } from './change-contact-message-state';
import { contactMessageQueryOptions, getContactMessage } from './get-contact-message';
import { contactMessagesQueryOptions, getContactMessages } from './get-contact-messages';
import { getContactUnreadCount } from './get-contact-unread-count';
import { replyToContactMessage } from './reply-to-contact-message';

const summary = {
  id: 'c 1',
  name: 'Camille Martin',
  email: 'camille@example.fr',
  subject: 'Inscription',
  excerpt: 'Bonjour…',
  state: 'unread',
  createdAt: '2026-11-28T19:30:00.000Z',
  replyCount: 0,
};
const { excerpt: _excerpt, ...rest } = summary;
const detail = { ...rest, state: 'read', message: 'Bonjour, une question.', replies: [] };

describe("the contact inbox's calls", () => {
  it('lists with the state, the search and the page, and keys lists without empty filters', async () => {
    const server = fakeServer(inTurn(() => json(200, { data: [summary], total: '1', page: '1', limit: '20' })));
    await expect(getContactMessages({ state: 'all', search: 'judo', page: 2 })).resolves.toMatchObject({ total: 1, data: [{ id: 'c 1', state: 'unread' }] });
    expect(server.calls[0]?.path).toBe('/api/admin/contact-messages?state=all&search=judo&page=2');
    expect(contactMessagesQueryOptions({ state: 'unread', search: '' }).queryKey).toEqual(['contact-messages', 'list', { state: 'unread' }]);
    expect(contactMessageQueryOptions('c1').queryKey).toEqual(['contact-messages', 'detail', 'c1']);
  });

  it('reads one message and the unread count, and gives a French message to a 404 that has none', async () => {
    const server = fakeServer(inTurn(() => json(200, detail)));
    await expect(getContactMessage('c 1')).resolves.toMatchObject({ state: 'read', replies: [] });
    expect(server.calls[0]?.path).toBe('/api/admin/contact-messages/c%201');
    fakeServer(inTurn(() => json(200, { unread: 4 })));
    await expect(getContactUnreadCount()).resolves.toEqual({ unread: 4 });
    fakeServer(inTurn(() => json(404, undefined)));
    await expect(getContactMessage('c1')).rejects.toMatchObject({ status: 404, apiMessage: CONTACT_INBOX_MESSAGES.notFound });
  });

  it('changes the state with PUT and replies with POST', async () => {
    let server = fakeServer(inTurn(() => json(200, { ...detail, state: 'archived' })));
    await expect(changeContactMessageState({ id: 'c 1', state: 'archived' })).resolves.toMatchObject({ state: 'archived' });
    expect(server.calls[0]?.path).toBe('/api/admin/contact-messages/c%201/state');
    expect(server.calls[0]).toMatchObject({ method: 'PUT', body: { state: 'archived' } });
    server = fakeServer(inTurn(() => json(201, { ...detail, replies: [{ id: 'r1', authorName: 'Alice Admin', text: 'Bonjour.', createdAt: detail.createdAt }] })));
    await expect(replyToContactMessage({ id: 'c 1', text: 'Bonjour.' })).resolves.toMatchObject({ replies: [{ text: 'Bonjour.' }] });
    expect(server.calls[0]?.path).toBe('/api/admin/contact-messages/c%201/replies');
    expect(server.calls[0]).toMatchObject({ method: 'POST', body: { text: 'Bonjour.' } });
  });
});
