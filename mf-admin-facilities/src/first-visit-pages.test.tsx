import { createAppQueryClient } from '@club/ui';
import { fakeServer, renderRoutes } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import config from '../module-federation.config';
import { BASE_PATH } from './paths';
import remote from './routes';

/**
 * The server preloads `data` in the HTML of a first visit of `path` (ADR 019): a browser reuses a preload
 * only for the very same URL, so each must be what the page's loader asks first, with its parameters in the same
 * order (what the page's components ask once it is shown, e.g. a filter's choices, comes after).
 */
describe('first-visit pages of module-federation.config.ts', () => {
  it.each(config.pages ?? [])('$path preloads exactly the GETs its loader sends', async (page) => {
    const server = fakeServer();
    renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path: page.path, queryClient: createAppQueryClient() });
    await screen.findByRole('heading', { level: 1 });
    const data = server.requested().filter((call) => call.startsWith('GET /api/') && !call.startsWith('GET /api/auth/'));
    expect(page.data?.length).toBeGreaterThan(0);
    expect(data.slice(0, page.data?.length)).toEqual((page.data ?? []).map((url) => `GET ${url}`));
  });
});
