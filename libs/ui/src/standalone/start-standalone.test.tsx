import { RouterProvider } from '@club/stack';
import { createMemoryRouter } from '@club/stack/memory-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../providers/app-providers';
import { createAppQueryClient } from '../providers/create-app-query-client';
import { standaloneRoutes } from './start-standalone';

const remote = {
  routes: [
    { index: true, Component: () => <h1>Tableau de bord</h1> },
    { path: 'salles', Component: () => <h1>Salles</h1> },
  ],
};

function renderAt(path: string) {
  const router = createMemoryRouter(standaloneRoutes({ remote, basePath: '/admin' }), { initialEntries: [path] });
  render(
    <AppProviders queryClient={createAppQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('standaloneRoutes', () => {
  it("mounts the remote's relative routes under its base path, in a main landmark, with the cookie banner", async () => {
    renderAt('/admin/salles');
    expect(await screen.findByRole('heading', { name: 'Salles' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('contenu-principal');
    expect(screen.getByRole('region', { name: 'Consentement aux cookies' })).toBeTruthy();
  });

  it('shows the 404 card outside the remote', async () => {
    renderAt('/ailleurs');
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
  });
});
