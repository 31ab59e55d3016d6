import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeModeProvider } from '../theme/theme-mode-provider';
import { EmptyView } from './empty-view';
import { LoadingView } from './loading-view';

describe('LoadingView and EmptyView', () => {
  it('announces loading politely with the default French message', () => {
    render(
      <ThemeModeProvider>
        <LoadingView />
      </ThemeModeProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Chargement…');
  });

  it('shows an empty state with its action', () => {
    render(
      <ThemeModeProvider>
        <EmptyView title="Aucune salle" message="Aucune salle ne correspond." action={<button type="button">Créer une salle</button>} />
      </ThemeModeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Aucune salle' })).toBeTruthy();
    expect(screen.getByText('Aucune salle ne correspond.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer une salle' })).toBeTruthy();
  });
});
