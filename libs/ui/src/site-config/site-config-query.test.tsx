import type { SiteConfig } from '@club/contracts';
import { resetRuntimeConfigCache } from '@club/federation';
import { answer, fakeServer } from '@club/http/testing';
import { QueryClientProvider } from '@club/stack';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient, getAppQueryClient } from '../providers/create-app-query-client';
import { provideSiteConfig, siteConfigLoader, useSiteConfig } from './site-config-query';

const SITE: SiteConfig = {
  name: 'Union Sportive de Test',
  shortName: 'UST',
  foundedYear: 1951,
  phone: '01 23 45 67 89',
  email: 'contact@ust.test',
  address: { venue: 'Gymnase du Parc', street: '1 rue du Stade', postalCode: '75001', city: 'Paris' },
};

function Name() {
  return <p>{useSiteConfig().name}</p>;
}

function renderName() {
  return render(
    <QueryClientProvider client={getAppQueryClient()}>
      <Suspense fallback={<p>Chargement</p>}>
        <Name />
      </Suspense>
    </QueryClientProvider>,
  );
}

function inline(site: SiteConfig) {
  const script = document.createElement('script');
  script.id = 'runtime-config';
  script.type = 'application/json';
  script.textContent = JSON.stringify({ remotes: {}, site });
  document.head.append(script);
}

afterEach(() => {
  document.getElementById('runtime-config')?.remove();
  resetRuntimeConfigCache();
});

describe('useSiteConfig', () => {
  it('reads the identity the shell provided, on the first render and without a request', () => {
    const server = fakeServer();
    provideSiteConfig(createAppQueryClient(), SITE);
    renderName();
    expect(screen.getByText('Union Sportive de Test')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('keeps the provided identity while no page reads it', () => {
    vi.useFakeTimers();
    const queryClient = createAppQueryClient();
    provideSiteConfig(queryClient, SITE);
    vi.advanceTimersByTime(24 * 3600_000);
    expect(queryClient.getQueryData(['site-config'])).toEqual(SITE);
    vi.useRealTimers();
  });

  it('reads the identity inlined in the page on the first render', () => {
    createAppQueryClient();
    inline(SITE);
    renderName();
    expect(screen.getByText('Union Sportive de Test')).toBeTruthy();
  });

  it('fetches it from the API when nothing has it (a remote run standalone), once for loader and page', async () => {
    const server = fakeServer(answer('/api/runtime-config', 200, { remotes: {}, site: SITE }));
    createAppQueryClient();
    await siteConfigLoader();
    renderName();
    expect(screen.getByText('Union Sportive de Test')).toBeTruthy();
    expect(server.paths()).toEqual(['/api/runtime-config']);
  });
});
