import type { RuntimeConfig } from '@club/contracts';
import { createMemoryRouter } from '@club/stack/memory-router';
import { createAppQueryClient, provideSiteConfig } from '@club/ui';
import { render } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import { App } from '../app/app';
import { createShell, type FederationRuntime } from '../app/create-shell';
import { TEST_CONFIG } from './demo-config';

/**
 * The whole shell (providers, chrome, route discovery) in a memory router, with `loadRemote` answered
 * by the test instead of the federation runtime. Areas and menus come from `config`'s manifest.
 */
export function renderShell({
  path = '/',
  loadRemote,
  registerRemotes = vi.fn<FederationRuntime['registerRemotes']>(),
  config = TEST_CONFIG,
}: {
  path?: string;
  loadRemote: (id: string) => Promise<unknown>;
  /** The runtime's registration, a spy by default. */
  registerRemotes?: Mock<FederationRuntime['registerRemotes']>;
  config?: RuntimeConfig;
}) {
  const shell = createShell(
    config,
    { registerRemotes, loadRemote },
    { createRouter: (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: [path] }) },
  );
  const queryClient = createAppQueryClient();
  provideSiteConfig(queryClient, config.site);
  const result = render(<App shell={shell} config={config} queryClient={queryClient} />);
  return { ...result, shell, registerRemotes };
}
