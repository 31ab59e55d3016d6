import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@club/ui/testing';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('links the previous and next pages, keeping the other search params', () => {
    renderPage(<Pagination page={2} limit={20} total={47} label="Pages des minibus" />, { path: '/admin/assets/minibuses?isAvailable=true&page=2' });
    const nav = screen.getByRole('navigation', { name: 'Pages des minibus' });
    expect(nav.textContent).toContain('Page 2 sur 3 · 47 résultats');
    expect(screen.getByRole('link', { name: 'Page précédente' }).getAttribute('href')).toBe('/admin/assets/minibuses?isAvailable=true');
    expect(screen.getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe('/admin/assets/minibuses?isAvailable=true&page=3');
  });

  it("writes the first row's offset instead of the page number when asked (users list)", () => {
    renderPage(<Pagination param="offset" page={2} limit={20} total={47} label="Pages des utilisateurs" />, { path: '/admin/users?search=a&offset=20' });
    expect(screen.getByRole('navigation', { name: 'Pages des utilisateurs' }).textContent).toContain('Page 2 sur 3 · 47 résultats');
    expect(screen.getByRole('link', { name: 'Page précédente' }).getAttribute('href')).toBe('/admin/users?search=a');
    expect(screen.getByRole('link', { name: 'Page suivante' }).getAttribute('href')).toBe('/admin/users?search=a&offset=40');
  });

  it('shows nothing when there is no result', () => {
    renderPage(<Pagination page={1} limit={20} total={0} label="Pages des minibus" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
