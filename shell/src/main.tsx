// First: starts the page's remote files while the rest of the shell is evaluated (ADR 019).
import './federation/start-remote-downloads';
import { loadRuntimeConfig } from '@club/federation';
import { createAppQueryClient, provideSiteConfig } from '@club/ui';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { showBootError } from './app/boot-error';
import { createShell } from './app/create-shell';
import { exposeQueryClientToDevtools } from './app/devtools';
import { firstNavigationSettled } from './app/first-render';
import { initFederationHost } from './federation/host-runtime';
import { handlePreloadErrors } from './federation/stale-chunk-guard';
import { pageStaleChunkGuard } from './federation/page-guard';
import { hydratePrerenderedPage } from './prerender/hydrate-prerendered-page';
import { isPrerendered } from './prerender/prerendered-visitor';

async function start(): Promise<void> {
  initFederationHost();
  const config = await loadRuntimeConfig();
  const shell = createShell(config, { registerRemotes: (remotes, options) => registerRemotes(remotes, options), loadRemote: (id) => loadRemote(id) });
  handlePreloadErrors(pageStaleChunkGuard(), () => {
    const target = shell.router.state.navigation.location ?? shell.router.state.location;
    return shell.router.createHref(target);
  });
  const queryClient = createAppQueryClient();
  provideSiteConfig(queryClient, config.site);
  exposeQueryClientToDevtools(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root introuvable');
  // The page's modules and data are there: the first render is the page, as prerendered.
  await firstNavigationSettled(shell.router);
  const app = (
    <StrictMode>
      <App shell={shell} config={config} queryClient={queryClient} />
    </StrictMode>
  );
  if (isPrerendered()) hydratePrerenderedPage(container, app);
  else createRoot(container).render(app);
}

start().catch(showBootError);
