import { useRouteError, type RouteObject } from '@club/stack';
import { renderRoutes } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminPageRoute } from './admin-page';

const MESSAGES = { loadingMessage: 'Chargement des salles…', errorTitle: 'Impossible de charger les salles' };

/** The shell's area: its own boundary receives what a page leaves to it. */
function area(page: RouteObject): RouteObject {
  const AreaBoundary = () => <p>Zone en erreur : {String((useRouteError() as Error).message)}</p>;
  return { path: '/admin', ErrorBoundary: AreaBoundary, children: [page] };
}

describe('adminPageRoute', () => {
  it('loads the page with its loader and shows it', async () => {
    const route = adminPageRoute({ path: 'rooms', ...MESSAGES, load: async () => ({ loader: () => 'Salle A', Component: () => <h1>Salles</h1> }) });
    renderRoutes([area(route)], { path: '/admin/rooms' });
    expect(await screen.findByRole('heading', { name: 'Salles' })).toBeTruthy();
    expect(route.handle).toEqual(MESSAGES);
  });

  it("is the area's index page when its path is empty", async () => {
    renderRoutes([area(adminPageRoute({ path: '', ...MESSAGES, load: async () => ({ Component: () => <h1>Accueil</h1> }) }))], { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeTruthy();
  });

  it('starts its prefetch together with its chunk', async () => {
    const prefetch = vi.fn(async () => undefined);
    const load = vi.fn(async () => {
      expect(prefetch).toHaveBeenCalled();
      return { Component: () => <h1>Salles</h1> };
    });
    renderRoutes([area(adminPageRoute({ path: 'rooms', ...MESSAGES, load, prefetch }))], { path: '/admin/rooms' });
    expect(await screen.findByRole('heading', { name: 'Salles' })).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows its error title when its data fails, with a retry', async () => {
    const loader = () => {
      throw new Error('boom');
    };
    renderRoutes([area(adminPageRoute({ path: 'rooms', ...MESSAGES, load: async () => ({ loader, Component: () => null }) }))], { path: '/admin/rooms' });
    expect(await screen.findByRole('heading', { name: 'Impossible de charger les salles' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it("leaves a chunk that cannot be fetched to the area's boundary, error unchanged", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the error it hands up
    const stale = new TypeError('Failed to fetch dynamically imported module: /remotes/mf-x/1/assets/rooms-x.js');
    renderRoutes([area(adminPageRoute({ path: 'rooms', ...MESSAGES, load: () => Promise.reject(stale) }))], { path: '/admin/rooms' });
    expect(await screen.findByText(`Zone en erreur : ${stale.message}`)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Impossible de charger les salles' })).toBeNull();
  });

  it("uses the page's own error view when it has one", async () => {
    const loader = () => {
      throw new Error('boom');
    };
    const ErrorBoundary = () => <h1>Erreur des utilisateurs</h1>;
    renderRoutes([area(adminPageRoute({ path: 'users', ...MESSAGES, ErrorBoundary, load: async () => ({ loader, Component: () => null }) }))], {
      path: '/admin/users',
    });
    expect(await screen.findByRole('heading', { name: 'Erreur des utilisateurs' })).toBeTruthy();
  });
});
