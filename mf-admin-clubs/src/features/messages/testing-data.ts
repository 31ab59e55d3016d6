import type { ContactMessageDetail, ContactMessagePage, ContactMessageSummary } from '@club/contracts';

/** Camille's unread question about the swimming section, received on 1 December 2026 at 20 h 30 (Paris). */
export const aMessage = (overrides: Partial<ContactMessageSummary> = {}): ContactMessageSummary => ({
  id: 'c1',
  name: 'Camille Martin',
  email: 'camille@example.fr',
  subject: 'Inscription natation',
  excerpt: 'Bonjour, reste-t-il des places le mardi soir ?',
  state: 'unread',
  createdAt: '2026-12-01T19:30:00.000Z',
  replyCount: 0,
  ...overrides,
});

export const aMessageDetail = (overrides: Partial<ContactMessageDetail> = {}): ContactMessageDetail => {
  const { excerpt: _excerpt, ...summary } = aMessage({ state: 'read' });
  return { ...summary, message: 'Bonjour,\nreste-t-il des places le mardi soir ?', replies: [], ...overrides };
};

export const messagePage = (data: ContactMessageSummary[], total = data.length): ContactMessagePage => ({ data, total, page: 1, limit: 20 });
