import { remoteMetadata } from '@club/federation/vite';
import { describe, expect, it } from 'vitest';
import config from '../module-federation.config';
import remote from './routes';

describe('mf-member routes', () => {
  it('serves /dashboard/ lazily, with its loader and error view', async () => {
    const [dashboard] = remote.routes;
    expect(dashboard?.path).toBe('dashboard');
    const home = dashboard?.children?.[0];
    expect(home?.index).toBe(true);
    const loaded = await (home?.lazy as () => Promise<Record<string, unknown>>)();
    expect(Object.keys(loaded).sort()).toEqual(['Component', 'ErrorBoundary', 'loader']);
  });

  it('serves the blog list and article pages lazily, with their loaders and error views', async () => {
    const children = remote.routes[0]?.children ?? [];
    for (const path of ['blog', 'blog/:blogId']) {
      const route = children.find((child) => child.path === path);
      const loaded = await (route?.lazy as () => Promise<Record<string, unknown>>)();
      expect(Object.keys(loaded).sort()).toEqual(['Component', 'ErrorBoundary', 'loader']);
    }
  });

  it('serves /dashboard/activities, /dashboard/social and /dashboard/family lazily, each with its loader and error view', async () => {
    const children = remote.routes[0]?.children ?? [];
    for (const path of ['activities', 'social', 'family']) {
      const route = children.find((child) => child.path === path);
      expect(route, path).toBeDefined();
      const loaded = await (route?.lazy as () => Promise<Record<string, unknown>>)();
      expect(Object.keys(loaded).sort()).toEqual(['Component', 'ErrorBoundary', 'loader']);
    }
  });

  it('serves /dashboard/members, /user/profile and /user/settings lazily, each with its loader and error view', async () => {
    const [dashboard, user] = remote.routes;
    expect(user?.path).toBe('user');
    const pages = [dashboard?.children?.find((child) => child.path === 'members'), ...(user?.children ?? [])];
    expect(pages.map((page) => page?.path)).toEqual(['members', 'profile', 'settings']);
    for (const page of pages) {
      const loaded = await (page?.lazy as () => Promise<Record<string, unknown>>)();
      expect(Object.keys(loaded).sort()).toEqual(['Component', 'ErrorBoundary', 'loader']);
    }
  });

  it("declares the signed-in member area (/dashboard, /user) under the member layout, and the member menu's entries with their icons", () => {
    const metadata = remoteMetadata(config);
    expect(config.name).toBe('mf_member');
    expect(metadata.areas).toEqual([{ basePath: '/', prefixes: ['/dashboard', '/user'], layout: 'member', label: "l'espace membre" }]);
    expect(metadata.navigation.map(({ to, label, menu, order }) => ({ to, label, menu, order }))).toEqual([
      { to: 'dashboard', label: 'Accueil', menu: 'member', order: 0 },
      { to: 'dashboard/activities', label: 'Activités', menu: 'member', order: 10 },
      { to: 'dashboard/members', label: 'Membres', menu: 'member', order: 20 },
      { to: 'dashboard/social', label: 'Social', menu: 'member', order: 30 },
      { to: 'dashboard/blog', label: 'Blog', menu: 'member', order: 40 },
      { to: 'dashboard/family', label: 'Ma famille', menu: 'member', order: 50 },
      { to: 'user/profile', label: 'Mon profil', menu: 'member', order: 60 },
      { to: 'user/settings', label: 'Paramètres', menu: 'member', order: 70 },
    ]);
    expect(metadata.navigation.every((entry) => (entry.icon?.length ?? 0) > 0)).toBe(true);
    // lucide-react's House: a door and the outline of the house.
    expect(metadata.navigation[0]?.icon?.map(([shape, attributes]) => [shape, Object.keys(attributes)])).toEqual([
      ['path', ['d']],
      ['path', ['d']],
    ]);
    expect(metadata.widgets).toEqual([]);
  });
});
