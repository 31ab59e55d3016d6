import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-page';
import { NotFoundCard } from './not-found-card';

describe('NotFoundCard', () => {
  it('shows the 404 card of the spec with a link home', async () => {
    renderPage(<NotFoundCard />, { path: '/nulle-part' });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeTruthy();
    expect(screen.getByText("Oups ! La page que vous cherchez n'existe pas ou a été déplacée.")).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
  });
});
