import type { RuntimeConfig } from '@club/contracts';
import { RouterProvider, type QueryClient } from '@club/stack';
import { AppProviders } from '@club/ui';
import { FederationProvider } from '../federation/federation-context';
import type { Shell } from './create-shell';

export interface AppProps {
  shell: Shell;
  config: RuntimeConfig;
  queryClient: QueryClient;
}

/** Providers around every screen (theme, the page's QueryClient, toasts), then the router. */
export function App({ shell, config, queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <FederationProvider value={{ areas: shell.areas, registry: shell.registry, manifest: config }}>
        <RouterProvider router={shell.router} />
      </FederationProvider>
    </AppProviders>
  );
}
