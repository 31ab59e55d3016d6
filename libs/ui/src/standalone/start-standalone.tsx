import { Outlet, RouterProvider, createBrowserRouter, type RouteObject } from '@club/stack';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CookieBanner } from '../cookie-consent/cookie-banner';
import { LoadingView } from '../feedback/loading-view';
import { NotFoundCard } from '../feedback/not-found-card';
import { AppProviders } from '../providers/app-providers';
import { createAppQueryClient } from '../providers/create-app-query-client';
import { StandaloneErrorBoundary } from './standalone-error-boundary';

export interface StandaloneOptions {
  /** The remote's `./routes` module (paths relative to its base path). */
  remote: { routes: RouteObject[] };
  /** Where the shell mounts the remote, e.g. `/` or `/admin`. */
  basePath: string;
  rootId?: string;
}

function StandaloneFrame() {
  return (
    <>
      <main id="contenu-principal">
        <Outlet />
      </main>
      <CookieBanner />
    </>
  );
}

function StandaloneLoading() {
  return <LoadingView />;
}

/** The routes as the shell mounts them, inside a bare frame (no site chrome: that belongs to the shell). */
export function standaloneRoutes({ remote, basePath }: Pick<StandaloneOptions, 'remote' | 'basePath'>): RouteObject[] {
  return [
    {
      Component: StandaloneFrame,
      HydrateFallback: StandaloneLoading,
      ErrorBoundary: StandaloneErrorBoundary,
      children: [
        { path: basePath, children: remote.routes },
        { path: '*', Component: NotFoundCard },
      ],
    },
  ];
}

/**
 * `pnpm --filter mf-x dev`: renders a remote alone with the shell's providers (theme, one QueryClient,
 * toaster, cookie banner) against the real API, so its team can work without the shell.
 */
export function startStandalone({ rootId = 'root', ...options }: StandaloneOptions): void {
  const container = document.getElementById(rootId);
  if (!container) throw new Error(`Élément #${rootId} introuvable dans index.html.`);
  const router = createBrowserRouter(standaloneRoutes(options));
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createAppQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
