import { renderPage, TEST_SITE } from '@club/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

/** Every h2 of the document has an entry in the table of contents pointing at its section. */
function expectTableOfContentsMatchesSections() {
  const toc = screen.getByRole('navigation', { name: 'Sommaire' });
  const targets = within(toc)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href')?.slice(1));
  const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.closest('section')?.id);
  expect(targets).toEqual(sections);
}

describe('PrivacyPage', () => {
  it('is a complete privacy policy including the cookie policy', async () => {
    renderPage(<PrivacyPage />, { path: '/privacy', site: TEST_SITE });

    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeTruthy();
    expect(document.title).toBe('Politique de confidentialité — USTM');
    expectTableOfContentsMatchesSections();

    const cookies = document.getElementById('cookies');
    expect(cookies?.querySelector('h2')?.textContent).toBe('8. Cookies et stockage local');
    const cookieTable = within(cookies as HTMLElement).getByRole('table');
    for (const name of ['Cookie de session', 'cookieConsent', 'theme']) {
      expect(within(cookieTable).getByRole('rowheader', { name })).toBeTruthy();
    }
    expect(screen.getByText(/Aucun cookie publicitaire, de mesure d'audience ou de réseau social/)).toBeTruthy();
    expect(screen.getByText(/3 place de Fontenoy/)).toBeTruthy();
    // Families (ADR 208): the adult holds a child's profile, a login of their own from 15, the adult's rights until 18.
    expect(screen.getByText(/le compte et le dossier d'adhésion sont remplis par l'un de ses représentants légaux/).textContent).toContain(
      '«\u00a0Ma famille\u00a0»',
    );
    expect(screen.getByText(/À partir de 15 ans, son représentant légal peut lui ouvrir son propre compte/).textContent).toContain("Jusqu'à ses 18\u00a0ans");
    expect(screen.getAllByRole('link', { name: 'contact@ustm.test' }).length).toBeGreaterThan(0);
  });
});

describe('TermsPage', () => {
  it('sets out the terms of use and links to the privacy policy', async () => {
    renderPage(<TermsPage />, { path: '/terms', site: TEST_SITE });

    expect(await screen.findByRole('heading', { level: 1, name: "Conditions générales d'utilisation" })).toBeTruthy();
    expect(document.title).toBe("Conditions d'utilisation — USTM");
    expectTableOfContentsMatchesSections();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('heading', { level: 2, name: '9. Droit applicable et litiges' })).toBeTruthy();
  });
});
