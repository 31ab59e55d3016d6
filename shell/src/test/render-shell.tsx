import type { RuntimeConfig } from '@club/contracts';
import { createMemoryRouter } from '@club/stack';
import { createAppQueryClient, provideSiteConfig } from '@club/ui';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../app/app';
import { createShell } from '../app/create-shell';
import type { AreaDefinition } from '../federation/areas';
import { TEST_CONFIG } from './demo-config';

/**
 * The whole shell (providers, chrome, route discovery) in a memory router, with `loadRemote` answered
 * by the test instead of the federation runtime.
 */
export function renderShell({
  path = '/',
  loadRemote,
  areas,
  config = TEST_CONFIG,
}: {
  path?: string;
  loadRemote: (id: string) => Promise<unknown>;
  areas?: readonly AreaDefinition[];
  config?: RuntimeConfig;
}) {
  const registerRemotes = vi.fn();
  const shell = createShell(
    config,
    { registerRemotes, loadRemote },
    { ...(areas ? { areas } : {}), createRouter: (routes, options) => createMemoryRouter(routes, { ...options, initialEntries: [path] }) },
  );
  const queryClient = createAppQueryClient();
  provideSiteConfig(queryClient, config.site);
  const result = render(<App shell={shell} config={config} queryClient={queryClient} />);
  return { ...result, shell, registerRemotes };
}
