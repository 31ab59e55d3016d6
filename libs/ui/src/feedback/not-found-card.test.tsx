import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-page';
import { TEST_SITE } from '../testing/test-site';
import { NotFoundCard } from './not-found-card';

describe('NotFoundCard', () => {
  it('shows the 404 card of the spec with a link home', async () => {
    renderPage(<NotFoundCard />, { path: '/nulle-part' });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByText("Oups ! La page que vous cherchez n'existe pas ou a été déplacée.")).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });

  it("names the tab « Page introuvable », like every page's title, not after the site alone", async () => {
    renderPage(<NotFoundCard />, { path: '/nulle-part', site: TEST_SITE });
    await waitFor(() => expect(document.title).toBe(`Page introuvable — ${TEST_SITE.shortName}`));
  });
});
