import { sessionOf } from '@club/auth/testing';
import { NAME_PLACEHOLDER } from '@club/contracts';
import { answer, fakeServer, hanging, renderPage, renderRoutes } from '@club/ui/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import remote from '../routes';
import { FRAME_PAGES } from './pages';

const EMPTY_DASHBOARD = {
  memberships: [],
  applications: [],
  upcomingSessions: { period: { start: '2026-03-23T00:00:00.000Z', end: '2026-04-20T00:00:00.000Z' }, data: [] },
  bookings: [],
  wall: { articles: [], newMembers: [], events: [] },
  sessionNotices: [],
};

/** A member's session and their pages' reads: answered, or left hanging (the route then shows its loading message). */
function memberServer(data: 'answered' | 'hanging') {
  const session = answer('/api/auth/get-session', 200, sessionOf('member'));
  if (data === 'hanging') return fakeServer(session, hanging);
  return fakeServer(
    session,
    answer('/api/me/dashboard', 200, EMPTY_DASHBOARD),
    answer('/api/auth/list-accounts', 200, [{ id: 'a1', providerId: 'credential', accountId: 'u-member' }]),
    answer('/api/auth/list-sessions', 200, []),
    answer('/api/me/session-notice-preferences', 200, { cancelled: true, time: true, room: true, waiting_list: true }),
  );
}

const renderRoute = (url: string) => renderRoutes([{ path: '/', children: remote.routes }], { path: url });
const text = (element: Element | null | undefined) => element?.textContent ?? '';

afterEach(() => {
  document.title = '';
});

describe("the prerendered frames of the member's first pages", () => {
  it.each(FRAME_PAGES.map((page) => [page.url, page] as const))(
    '%s: the frame has the heading, sentence and title of the page (the first name filled in), and its loading message',
    async (url, { Frame }) => {
      memberServer('hanging');
      renderRoute(url);
      const loading = text(await screen.findByRole('status'));
      cleanup();

      memberServer('answered');
      renderRoute(url);
      const heading = await screen.findByRole('heading', { level: 1 });
      const sentence = text(heading.nextElementSibling);
      await waitFor(() => expect(document.title).not.toBe(''));
      const title = document.title;
      cleanup();
      document.title = '';

      renderPage(<Frame />, { path: url });
      const frameHeading = screen.getByRole('heading', { level: 1 });
      // The server puts the signed-in person's first name where the placeholder is: sessionOf's is Léa.
      expect(text(frameHeading).replaceAll(NAME_PLACEHOLDER, 'Léa')).toBe(text(heading));
      expect(text(frameHeading.nextElementSibling)).toBe(sentence);
      expect(text(screen.getByRole('status'))).toBe(loading);
      await waitFor(() => expect(document.title).toBe(title));
    },
  );
});
