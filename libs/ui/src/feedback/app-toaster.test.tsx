import { toast } from '@club/stack';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeModeProvider } from '../theme/theme-mode-provider';
import { AppToaster } from './app-toaster';

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
});
