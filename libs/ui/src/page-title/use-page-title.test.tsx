import type { SiteConfig } from '@club/contracts';
import { resetRuntimeConfigCache } from '@club/federation';
import { QueryClient, QueryClientProvider } from '@club/stack';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { provideSiteConfig } from '../site-config/site-config-query';
import { usePageTitle } from './use-page-title';

function Page({ title, suffix }: { title: string; suffix?: string }) {
  usePageTitle(title, suffix);
  return null;
}

function renderPage(page: ReactElement, queryClient = new QueryClient()) {
  const view = render(<QueryClientProvider client={queryClient}>{page}</QueryClientProvider>);
  return { ...view, rerender: (next: ReactElement) => view.rerender(<QueryClientProvider client={queryClient}>{next}</QueryClientProvider>) };
}

const site: SiteConfig = {
  name: 'Union Sportive des Coteaux',
  shortName: 'US Coteaux',
  foundedYear: 1940,
  phone: '01 39 52 40 40',
  email: 'contact@us-coteaux.fr',
  address: { venue: 'Complexe sportif', street: '12 avenue du Stade', postalCode: '92500', city: 'Rueil-Malmaison' },
};

/** As the shell's server does. */
function inlineRuntimeConfig(value: SiteConfig) {
  const script = document.createElement('script');
  script.id = 'runtime-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ remotes: {}, site: value });
  document.body.append(script);
}

afterEach(() => {
  document.getElementById('runtime-config')?.remove();
  resetRuntimeConfigCache();
  document.title = '';
});

describe('usePageTitle', () => {
  it('suffixes the title with the short name the shell inlined', () => {
    inlineRuntimeConfig(site);
    renderPage(<Page title="Connexion" />);
    expect(document.title).toBe('Connexion — US Coteaux');
  });

  it('shows the title alone when the identity is not known (a remote run standalone), and suffixes it once known', async () => {
    const queryClient = new QueryClient();
    renderPage(<Page title="Administration" />, queryClient);
    expect(document.title).toBe('Administration');
    provideSiteConfig(queryClient, site);
    await waitFor(() => expect(document.title).toBe('Administration — US Coteaux'));
  });

  it('prefers the suffix given by the page, and follows a title change', () => {
    inlineRuntimeConfig(site);
    const { rerender } = renderPage(<Page title="Salles" suffix="Administration" />);
    expect(document.title).toBe('Salles — Administration');
    rerender(<Page title="Équipements" suffix="Administration" />);
    expect(document.title).toBe('Équipements — Administration');
  });
});
