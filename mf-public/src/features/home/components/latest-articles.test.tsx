import { renderPage } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATEST_ARTICLES_ID, LatestArticles } from './latest-articles';

const FRAGMENT = '<h2 id="actualites-titre">Actualités du club</h2><ul><li><h3><a href="/blog/a1">Fête du club</a></h3></li></ul>';

afterEach(() => document.getElementById('server-page')?.remove());

describe('LatestArticles', () => {
  it('keeps what the server put in the prerendered page, without asking again', async () => {
    const server = document.createElement('div');
    server.id = 'server-page';
    server.innerHTML = `<section id="${LATEST_ARTICLES_ID}" data-served="${window.location.pathname}">${FRAGMENT}</section>`;
    document.body.append(server);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<LatestArticles />);
    await screen.findAllByRole('link', { name: 'Fête du club' });
    // The app's render replaces the server's page: what remains is the app's own copy.
    server.remove();
    expect(await screen.findByRole('link', { name: 'Fête du club' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server for the fragment when the visit started elsewhere', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(FRAGMENT, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<LatestArticles />);
    expect(await screen.findByRole('region', { name: 'Actualités du club' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/blog/latest.html');
  });
});
