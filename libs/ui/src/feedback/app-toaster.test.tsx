import { toast } from '@club/stack';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockMatchMedia } from '../testing/match-media';
import { ThemeModeProvider } from '../theme/theme-mode-provider';
import { AppToaster } from './app-toaster';
import { NARROW_SCREEN_QUERY } from './use-toaster-position';

const renderToaster = () =>
  render(
    <ThemeModeProvider>
      <AppToaster />
    </ThemeModeProvider>,
  );

// sonner is loaded by the first toast (@club/stack's lazy toast): these run in order in one module.
describe('the toast area, with sonner loaded on the first toast', () => {
  it('renders nothing until a toast is asked for', () => {
    renderToaster();
    expect(screen.queryByRole('region', { name: /^Notifications/ })).toBeNull();
  });

  it('drops a toast dismissed before sonner is loaded', async () => {
    renderToaster();
    const id = toast.error('Jamais affiché', { id: 'dismissed' });
    expect(toast.dismiss(id)).toBe('dismissed');
    act(() => {
      toast.success('Affiché');
    });
    expect(await screen.findByText('Affiché')).toBeTruthy();
    expect(screen.queryByText('Jamais affiché')).toBeNull();
  });

  it('shows a toast asked for before the toast area is mounted, and replaces a toast by its id', async () => {
    const id = toast.error('Impossible de charger le site public.', { id: 'remote-failure:mf-public' });
    expect(id).toBe('remote-failure:mf-public');
    renderToaster();
    expect(await screen.findByText('Impossible de charger le site public.')).toBeTruthy();

    act(() => {
      toast.error('Toujours impossible de charger le site public.', { id: 'remote-failure:mf-public' });
    });
    expect(await screen.findByText('Toujours impossible de charger le site public.')).toBeTruthy();
    expect(screen.queryByText('Impossible de charger le site public.')).toBeNull();
  });

  it('puts the toasts at the top, centred, on a phone (never over the buttons at the bottom of a form), bottom-right on a wide screen', async () => {
    const screenWidth = mockMatchMedia({ [NARROW_SCREEN_QUERY]: true });
    renderToaster();
    act(() => {
      toast.success('Enregistré');
    });
    expect(await screen.findByText('Enregistré')).toBeTruthy();
    const area = () => document.querySelector('[data-sonner-toaster]');
    expect([area()?.getAttribute('data-y-position'), area()?.getAttribute('data-x-position')]).toEqual(['top', 'center']);

    act(() => screenWidth.setMatches(NARROW_SCREEN_QUERY, false));
    expect([area()?.getAttribute('data-y-position'), area()?.getAttribute('data-x-position')]).toEqual(['bottom', 'right']);
  });
});
