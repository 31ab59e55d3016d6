import type { RuntimeConfig } from '@club/contracts';
import { RouterProvider, type QueryClient } from '@club/stack';
import { WidgetSlotContext } from '@club/federation';
import { AppProviders } from '@club/ui';
import type { WidgetSlotId } from '@club/contracts';
import { Suspense, lazy } from 'react';
import { FederationProvider } from '../federation/federation-context';
import type { Shell } from './create-shell';

export interface AppProps {
  shell: Shell;
  config: RuntimeConfig;
  queryClient: QueryClient;
}

/** The widget slots' renderer, in its own chunk: only pages with a slot download it. */
const WidgetSlotView = lazy(() => import('../federation/widgets/widget-slot-view'));

function LazyWidgetSlot({ slot }: { slot: WidgetSlotId }) {
  return (
    <Suspense fallback={null}>
      <WidgetSlotView slot={slot} />
    </Suspense>
  );
}

/** Providers around every screen (theme, the page's QueryClient, toasts), then the router. */
export function App({ shell, config, queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <FederationProvider value={{ areas: shell.areas, registry: shell.registry, manifest: config, loadWidget: shell.loadWidget }}>
        <WidgetSlotContext.Provider value={LazyWidgetSlot}>
          <RouterProvider router={shell.router} />
        </WidgetSlotContext.Provider>
      </FederationProvider>
    </AppProviders>
  );
}
