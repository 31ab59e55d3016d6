import { fakeServer, renderPage } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LATEST_ARTICLES_ID, LatestArticles } from './latest-articles';

const FRAGMENT = '<h2 id="actualites-titre">Actualités du club</h2><ul><li><h3><a href="/blog/a1">Fête du club</a></h3></li></ul>';

afterEach(() => document.getElementById('server-page')?.remove());

describe('LatestArticles', () => {
  it('keeps what the server put in the prerendered page, without asking again', async () => {
    const server = document.createElement('div');
    server.id = 'server-page';
    server.innerHTML = `<section id="${LATEST_ARTICLES_ID}" data-served="${window.location.pathname}">${FRAGMENT}</section>`;
    document.body.append(server);
    const api = fakeServer();
    renderPage(<LatestArticles />);
    await screen.findAllByRole('link', { name: 'Fête du club' });
    // The app's render replaces the server's page: what remains is the app's own copy.
    server.remove();
    expect(await screen.findByRole('link', { name: 'Fête du club' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('asks the server for the fragment when the visit started elsewhere', async () => {
    const api = fakeServer((call) => (call.path === '/blog/latest.html' ? new Response(FRAGMENT, { status: 200 }) : undefined));
    renderPage(<LatestArticles />);
    expect(await screen.findByRole('region', { name: 'Actualités du club' })).toBeTruthy();
    expect(api.paths()).toEqual(['/blog/latest.html']);
  });
});
