import { fakeServer, renderPage, TEST_SITE } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SECTION_PAGE_ID } from './components/section-details';
import { SectionPage } from './section-page';
import { SectionsPage } from './sections-page';

const FOOTBALL =
  '<h1>Football</h1><h2>Catégories et horaires</h2><ul class="categories"><li class="category"><h3>U13</h3><ul class="slots"><li>Mardi, de 18 h à 19 h 30</li></ul></li></ul>';
const fragment = (path: string, html: string, status = 200) => fakeServer((call) => (call.path === path ? new Response(html, { status }) : undefined));

afterEach(() => document.getElementById('server-page')?.remove());

describe('the sections pages', () => {
  it('/sections lists the cards the server renders, with their names as level-2 headings', async () => {
    const server = fragment('/api/public/site/sections?heading=2', '<ul><li><h2><a href="/sections/football">Football</a></h2></li></ul>');
    renderPage(<SectionsPage />, { site: TEST_SITE, path: '/sections' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nos sections sportives' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Football' })).getAttribute('href')).toBe('/sections/football');
    expect(server.requested()).toEqual(['GET /api/public/site/sections?heading=2']);
  });

  it('a section page shows the fragment of its slug and takes its name as the title', async () => {
    const server = fragment('/api/public/site/sections/football', FOOTBALL);
    renderPage(<SectionPage />, { site: TEST_SITE, path: '/sections/football' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeTruthy();
    expect(screen.getByText('Mardi, de 18 h à 19 h 30')).toBeTruthy();
    expect(document.title).toBe('Football — USTM');
    expect(server.requested()).toEqual(['GET /api/public/site/sections/football']);
  });

  it('keeps what the server put in the prerendered page, without asking again', async () => {
    const server = document.createElement('div');
    server.id = 'server-page';
    server.innerHTML = `<div id="${SECTION_PAGE_ID}" data-served="/sections/football">${FOOTBALL}</div>`;
    document.body.append(server);
    const api = fakeServer();
    window.history.replaceState(null, '', '/sections/football');
    renderPage(<SectionPage />, { site: TEST_SITE, path: '/sections/football' });
    server.remove();
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeTruthy();
    expect(api.requested()).toEqual([]);
    expect(document.getElementById(SECTION_PAGE_ID)?.getAttribute('data-served')).toBe('/sections/football');
  });

  it("never takes another page's island for its own", async () => {
    const server = document.createElement('div');
    server.id = 'server-page';
    server.innerHTML = `<div id="${SECTION_PAGE_ID}" data-served="/sections/judo"><h1>Judo</h1></div>`;
    document.body.append(server);
    window.history.replaceState(null, '', '/sections/football');
    const api = fragment('/api/public/site/sections/football', FOOTBALL);
    renderPage(<SectionPage />, { site: TEST_SITE, path: '/sections/football' });
    server.remove();
    expect(await screen.findByRole('heading', { level: 1, name: 'Football' })).toBeTruthy();
    expect(api.requested()).toEqual(['GET /api/public/site/sections/football']);
  });

  it('says so when the section does not exist, and when it cannot be loaded', async () => {
    fragment('/api/public/site/sections/inconnue', '{"code":"NOT_FOUND"}', 404);
    const { unmount } = renderPage(<SectionPage />, { site: TEST_SITE, path: '/sections/inconnue' });
    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    unmount();
    fragment('/api/public/site/sections/judo', 'panne', 503);
    renderPage(<SectionPage />, { site: TEST_SITE, path: '/sections/judo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Section indisponible' })).toBeTruthy();
  });
});
