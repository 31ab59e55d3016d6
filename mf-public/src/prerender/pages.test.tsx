import { renderPage, TEST_SITE } from '@club/ui/testing';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import remote from '../routes';
import { paths } from '../paths';
import { PUBLIC_PAGES, documentTitle, expiresAfterThisYear } from './pages';

describe('the prerendered public pages', () => {
  it('are every page of the routes module (a blog article, read from the API, is not prerendered)', () => {
    const routes = remote.routes.map((route) => (route.index ? '' : route.path)).filter((path) => path !== paths.article.path);
    expect(PUBLIC_PAGES.map((page) => page.path)).toEqual(routes);
  });

  it.each(PUBLIC_PAGES.map((page) => [page.path || '(accueil)', page] as const))(
    '%s: the prerender has the title the page sets at runtime',
    async (_name, { path, title, Page }) => {
      renderPage(<Page />, { path: `/${path}`, site: TEST_SITE });
      await waitFor(() => expect(document.title).toBe(documentTitle(title, TEST_SITE)));
    },
  );

  it('expire before the first time zone enters the next year', () => {
    expect(expiresAfterThisYear(new Date(2026, 5, 1))).toBe('2026-12-31T10:00:00.000Z');
  });
});
