import { fakeServer, renderPage, TEST_SITE } from '@club/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOG_ARCHIVE_ID, BlogArchivePage, archivePageOf } from './blog-archive-page';

const page = (n: number, last: number) =>
  `<ol class="articles"><li><article><h2><a href="/blog/nouvelle-${n}">Nouvelle ${n}</a></h2></article></li></ol>` +
  `<nav class="pager" aria-label="Pages des actualités">${n > 1 ? `<a href="/blog${n === 2 ? '' : `?page=${n - 1}`}" rel="prev">Page précédente</a>` : ''}` +
  `<span aria-current="page">Page ${n} sur ${last}</span>${n < last ? `<a href="/blog?page=${n + 1}" rel="next">Page suivante</a>` : ''}</nav>`;
const archiveServer = () =>
  fakeServer((call) => {
    const match = /^\/api\/public\/site\/blog\?page=(\d+)$/.exec(call.path);
    return match ? new Response(page(Number(match[1]), 3), { status: 200 }) : undefined;
  });

afterEach(() => document.getElementById('server-page')?.remove());

describe('/blog, the news archive', () => {
  it('reads the page number of the address as the server does', () => {
    expect(archivePageOf('')).toBe(1);
    expect(archivePageOf('?page=3')).toBe(3);
    expect(archivePageOf('?page=0')).toBe(1);
    expect(archivePageOf('?page=abc')).toBe(1);
  });

  it('shows the page of the address, and its pager moves to older and newer pages inside the app', async () => {
    const server = archiveServer();
    const user = userEvent.setup();
    const { location } = renderPage(<BlogArchivePage />, { site: TEST_SITE, path: '/blog?page=2' });
    expect(screen.getByRole('heading', { level: 1, name: 'Actualités du club' })).toBeTruthy();
    expect(document.title).toBe('Actualités du club — USTM');
    expect(await screen.findByRole('link', { name: 'Nouvelle 2' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Pages des actualités' });
    expect(pager.textContent).toContain('Page 2 sur 3');
    await user.click(screen.getByRole('link', { name: 'Page suivante' }));
    expect(await screen.findByRole('link', { name: 'Nouvelle 3' })).toBeTruthy();
    expect(location()).toBe('/blog?page=3');
    await user.click(screen.getByRole('link', { name: 'Page précédente' }));
    await user.click(await screen.findByRole('link', { name: 'Page précédente' }));
    expect(await screen.findByRole('link', { name: 'Nouvelle 1' })).toBeTruthy();
    expect(location()).toBe('/blog');
    expect(server.requested()).toEqual([
      'GET /api/public/site/blog?page=2',
      'GET /api/public/site/blog?page=3',
      'GET /api/public/site/blog?page=2',
      'GET /api/public/site/blog?page=1',
    ]);
  });

  it("keeps the server's page when it was served for this very address, and only then", async () => {
    const served = document.createElement('div');
    served.id = 'server-page';
    served.innerHTML = `<div id="${BLOG_ARCHIVE_ID}" data-served="/blog?page=2">${page(2, 3)}</div>`;
    document.body.append(served);
    const api = archiveServer();
    window.history.replaceState(null, '', '/blog?page=2');
    renderPage(<BlogArchivePage />, { site: TEST_SITE, path: '/blog?page=2' });
    served.remove();
    expect(await screen.findByRole('link', { name: 'Nouvelle 2' })).toBeTruthy();
    expect(api.requested()).toEqual([]);
  });

  it('says so when the archive cannot be read', async () => {
    fakeServer((call) => (call.path.startsWith('/api/public/site/blog') ? new Response('', { status: 503 }) : undefined));
    renderPage(<BlogArchivePage />, { site: TEST_SITE, path: '/blog' });
    await waitFor(() => expect(screen.getByText(/Les actualités ne peuvent pas être affichées pour le moment/)).toBeTruthy());
  });
});
