import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page';
import { TEST_SITE } from '../testing/test-site';
import { ErrorView } from './error-view';

describe('ErrorView', () => {
  it('announces the error and calls back on retry', async () => {
    const onRetry = vi.fn();
    renderPage(<ErrorView title="Espace indisponible" message="Le module n'a pas pu être chargé." onRetry={onRetry} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Espace indisponible');
    expect(alert.textContent).toContain("Le module n'a pas pu être chargé.");
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers a link home when asked, and no retry without a callback', async () => {
    renderPage(<ErrorView homeLink />);
    expect((await screen.findByRole('link', { name: "Retour à l'accueil" })).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('names the tab after itself when it is the page (heading level 1), and leaves the title alone inside a page', async () => {
    document.title = 'Mes activités — USTM';
    const view = renderPage(<ErrorView title="Impossible de charger vos séances" />, { site: TEST_SITE });
    await screen.findByRole('alert');
    expect(document.title).toBe('Mes activités — USTM');
    view.unmount();

    renderPage(<ErrorView headingLevel={1} title="Cette partie du site est momentanément indisponible" />, { site: TEST_SITE });
    await waitFor(() => expect(document.title).toBe(`Cette partie du site est momentanément indisponible — ${TEST_SITE.shortName}`));
  });
});
