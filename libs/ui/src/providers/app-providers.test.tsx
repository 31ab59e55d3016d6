import { toast, useQueryClient } from '@club/stack';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useThemeMode } from '../theme/theme-mode-context';
import { AppProviders } from './app-providers';
import { QUERY_GC_TIME_MS, createAppQueryClient, queryRetryDelay } from './create-app-query-client';

function Consumer() {
  const client = useQueryClient();
  const { resolved } = useThemeMode();
  return <p>{`${resolved} ${client.getDefaultOptions().queries?.gcTime}`}</p>;
}

describe('AppProviders', () => {
  it('provides theme, query client, global token variables and the toast area', async () => {
    const queryClient = createAppQueryClient();
    render(
      <AppProviders queryClient={queryClient}>
        <Consumer />
      </AppProviders>,
    );
    expect(screen.getByText(`light ${QUERY_GC_TIME_MS}`)).toBeTruthy();
    expect(getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim()).toBe('#f7f8fa');

    act(() => {
      toast.success('Réservation enregistrée');
    });
    expect(await screen.findByText('Réservation enregistrée')).toBeTruthy();
    const area = screen.getByRole('region', { name: /^Notifications/ });
    const list = area.querySelector('ol[data-sonner-toaster]') as HTMLElement;
    expect(list.dataset.xPosition).toBe('right');
    expect(list.dataset.yPosition).toBe('bottom');
    expect(list.style.getPropertyValue('--width')).toBe('356px');
    expect(list.style.getPropertyValue('--gap')).toBe('14px');
  });
});

describe('createAppQueryClient', () => {
  it('uses the spec defaults', () => {
    const queries = createAppQueryClient().getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
    expect(queries?.retry).toBe(3);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect([0, 1, 2, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });
});
