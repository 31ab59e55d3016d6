import type { SiteConfig } from '@club/contracts';
import { QueryClient, RouterProvider, createMemoryRouter } from '@club/stack';
import { AppProviders } from '@club/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TEST_SITE } from './demo-site';

/** Inlines the runtime config in the page, as the shell's server does. */
function inlineRuntimeConfig(site: SiteConfig = TEST_SITE): void {
  const script = document.createElement('script');
  script.id = 'runtime-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ remotes: {}, site });
  document.head.append(script);
}

/** Renders a page as the shell shows it: providers (theme, query client, toaster) and a router. */
export function renderPage(ui: ReactNode, { path = '/', site = TEST_SITE }: { path?: string; site?: SiteConfig } = {}) {
  inlineRuntimeConfig(site);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
