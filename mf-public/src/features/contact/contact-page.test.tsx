import { renderPage, TEST_SITE } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('gives the contact details, the form and the legal notices of the configured association', async () => {
    renderPage(<ContactPage />, { path: '/contact', site: TEST_SITE });

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact & mentions légales' })).toBeTruthy();
    expect(document.title).toBe('Contact & Mentions légales — USTM');
    expect(screen.getByRole('link', { name: '01 02 03 04 05' }).getAttribute('href')).toBe('tel:+33102030405');
    expect(screen.getByRole('heading', { level: 3, name: 'Accueil du secrétariat' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Écrire au club' })).toBeTruthy();

    const notices = screen.getByRole('region', { name: 'Mentions légales' });
    expect(within(notices).getByText(/Le site est édité par/).textContent).toContain('Union Sportive de Test-sur-Marne');
    expect(within(notices).getByText(/Siège social/).textContent).toContain('Complexe sportif Jean-Moulin, 5 allée des Sports, 94000 Test-sur-Marne');
    for (const heading of ['Éditeur du site', 'Directeur de la publication', 'Hébergement', 'Propriété intellectuelle']) {
      expect(within(notices).getByRole('heading', { level: 3, name: heading })).toBeTruthy();
    }
    expect(within(notices).getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/privacy');
  });
});
