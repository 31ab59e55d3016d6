import { QueryClient, RouterProvider, createMemoryRouter, type RouteObject } from '@club/stack';
import { AppProviders } from '@club/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders a component as the shell shows it: providers (theme, query client, toaster) and a router. */
export function renderPage(ui: ReactNode, { path = '/', queryClient = createTestQueryClient() }: { path?: string; queryClient?: QueryClient } = {}) {
  return renderRoutes([{ path: '*', element: ui }], { path, queryClient });
}

/** Renders route objects (loaders included) in a memory router inside the app providers. */
export function renderRoutes(routes: RouteObject[], { path = '/', queryClient = createTestQueryClient() }: { path?: string; queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
