import { createAppQueryClient } from '@club/ui';
import { answer, fakeServer, renderPage, renderRoutes } from '@club/ui/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BASE_PATH } from '../paths';
import remote, { PAGES } from '../routes';
import { FRAME_PAGES, documentTitle } from './pages';

describe('the prerendered frames of the admin lists', () => {
  it('are pages of the routes module', () => {
    const paths = PAGES.map((page) => page.path);
    for (const { path } of FRAME_PAGES) expect(paths).toContain(path);
  });

  it.each(FRAME_PAGES.map((page) => [page.path, page] as const))(
    '%s: the frame has the heading, search form and title of the page, and its loading message',
    async (path, { title, Frame }) => {
      const empty = { data: [], page: 1, limit: 50, total: 0 };
      fakeServer(...['/api/complexes', '/api/rooms', '/api/minibuses'].map((list) => answer(list, 200, empty, 'GET')));
      renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path: `${BASE_PATH}/${path}`, queryClient: createAppQueryClient() });
      const heading = (await screen.findByRole('heading', { level: 1 })).textContent;
      const search = screen.getByRole('search').getAttribute('aria-label');
      await waitFor(() => expect(document.title).toBe(documentTitle(title)));
      cleanup();
      document.title = '';

      renderPage(<Frame />, { path: `${BASE_PATH}/${path}` });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(screen.getByRole('search').getAttribute('aria-label')).toBe(search);
      expect(screen.getByRole('status').textContent).toBe(PAGES.find((page) => page.path === path)?.loadingMessage);
      await waitFor(() => expect(document.title).toBe(documentTitle(title)));
    },
  );
});
