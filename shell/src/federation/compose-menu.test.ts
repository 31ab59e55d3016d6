import { describe, expect, it } from 'vitest';
import { SITE_CONFIG, TEST_CONFIG, TEST_ICON, deployedRemote } from '../testing/demo-config';
import { composeMenu } from './compose-menu';

describe('composeMenu', () => {
  it("builds the admin sidebar from every deployed remote's entries, without their code: absolute paths, by order", () => {
    expect(composeMenu('admin', SITE_CONFIG)).toEqual([
      { to: '/admin', label: 'Tableau de bord', icon: TEST_ICON, end: true },
      { to: '/admin/facilities/complexes', label: 'Complexes', icon: TEST_ICON, end: false },
      { to: '/admin/assets/minibuses', label: 'Minibus', end: false },
    ]);
  });

  it('keeps only the entries of the menu asked for', () => {
    expect(composeMenu('main', SITE_CONFIG).map(({ to, label }) => [to, label])).toEqual([
      ['/', 'Accueil'],
      ['/contact', 'Contact'],
    ]);
    expect(composeMenu('member', SITE_CONFIG).map(({ to, label }) => [to, label])).toEqual([
      ['/dashboard', 'Accueil'],
      ['/dashboard/members', 'Membres'],
      ['/user/profile', 'Mon profil'],
    ]);
    expect(composeMenu('admin', TEST_CONFIG)).toEqual([]);
  });

  it("resolves entries against the remote's first area, and breaks ties of order by manifest order", () => {
    const manifest = {
      remotes: {
        'mf-guide': deployedRemote('mf-guide', {
          areas: [
            { basePath: '/guide', layout: 'public', label: 'le guide' },
            { basePath: '/autre', layout: 'protected', label: 'autre' },
          ],
          navigation: [
            { to: 'regles', label: 'Règles', menu: 'main', order: 5 },
            { to: '/', label: 'Guide', menu: 'main', order: 1 },
          ],
        }),
        'mf-blog': deployedRemote('mf-blog', {
          areas: [{ basePath: '/', prefixes: ['/blog'], layout: 'public', label: 'le blog' }],
          navigation: [{ to: 'blog', label: 'Blog', menu: 'main', order: 1 }],
        }),
      },
    };
    expect(composeMenu('main', manifest)).toEqual([
      { to: '/guide', label: 'Guide', end: true },
      { to: '/blog', label: 'Blog', end: false },
      { to: '/guide/regles', label: 'Règles', end: false },
    ]);
  });

  it('sorts entries without an order as order 0', () => {
    const manifest = {
      remotes: {
        'mf-a': deployedRemote('mf-a', {
          areas: [{ basePath: '/a', layout: 'public', label: 'a' }],
          navigation: [
            { to: 'later', label: 'Après', menu: 'main', order: 1 },
            { to: 'first', label: 'Sans ordre', menu: 'main' },
            { to: 'before', label: 'Avant', menu: 'main', order: -1 },
          ],
        }),
      },
    };
    expect(composeMenu('main', manifest).map(({ label }) => label)).toEqual(['Avant', 'Sans ordre', 'Après']);
  });
});
