import type { SiteConfig } from '@club/contracts';
import { RouterProvider, type QueryClient, type RouteObject } from '@club/stack';
import { createMemoryRouter } from '@club/stack/memory-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../providers/app-providers';
import { createAppQueryClient } from '../providers/create-app-query-client';
import { inlineRuntimeConfig } from './test-site';

/**
 * The page's QueryClient (loaders reach it through getAppQueryClient) without retries or freshness
 * window: a failure shows at once and each render reads the fake server again.
 */
export function createTestQueryClient(): QueryClient {
  const queryClient = createAppQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, retryDelay: 0, staleTime: 0 }, mutations: { retry: false } });
  return queryClient;
}

/** An address, or a location with its state (what navigate(to, { state }) leaves). */
type Entry = NonNullable<NonNullable<Parameters<typeof createMemoryRouter>[1]>['initialEntries']>[number];

export interface RenderPageOptions {
  /** The address the memory router starts at. */
  path?: Entry;
  /** The client the providers hold; a remote's routes pass `createAppQueryClient()` to test its caching as it runs. */
  queryClient?: QueryClient;
  /** The association the runtime config inlines in the page, as the shell's server does (e.g. TEST_SITE). */
  site?: SiteConfig;
}

/** Renders route objects (loaders included) in a memory router inside the app providers, as the shell shows them. */
export function renderRoutes(routes: RouteObject[], { path = '/', queryClient = createTestQueryClient(), site }: RenderPageOptions = {}) {
  if (site) inlineRuntimeConfig(site);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, queryClient, location };
}

/**
 * Renders a component as the shell shows it (theme, query client, toaster, router) at any path;
 * `routes` such as `/elsewhere` let a test see where the page navigated.
 */
export function renderPage(ui: ReactNode, { routes = [], ...options }: RenderPageOptions & { routes?: RouteObject[] } = {}) {
  return renderRoutes([...routes, { path: '*', element: ui }], options);
}
