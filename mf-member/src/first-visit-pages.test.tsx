import { sessionOf } from '@club/auth/testing';
import { answer, fakeServer, renderRoutes } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import config from '../module-federation.config';
import remote from './routes';

/**
 * The server preloads `data` in the HTML of a signed-in first visit of `path` (ADR 019): a browser reuses
 * a preload only for the very same URL, so each must be what the page's loader asks first.
 */
describe('first-visit pages of module-federation.config.ts', () => {
  it.each((config.pages ?? []).filter((page) => page.data))('$path preloads exactly the GETs its loader sends', async (page) => {
    const server = fakeServer(answer('/api/auth/get-session', 200, sessionOf('member')));
    renderRoutes([{ path: '/', children: remote.routes }], { path: page.path });
    await screen.findByRole('heading', { level: 1 });
    const data = server.requested().filter((call) => call.startsWith('GET /api/') && !call.startsWith('GET /api/auth/'));
    expect(page.data?.length).toBeGreaterThan(0);
    expect(data.slice(0, page.data?.length)).toEqual((page.data ?? []).map((url) => `GET ${url}`));
  });
});
