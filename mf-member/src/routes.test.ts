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

  it("declares the signed-in member area (/dashboard, /user) and the member menu's home entry with its icon", () => {
    const metadata = remoteMetadata(config);
    expect(config.name).toBe('mf_member');
    expect(metadata.areas).toEqual([{ basePath: '/', prefixes: ['/dashboard', '/user'], layout: 'protected', label: "l'espace membre" }]);
    expect(metadata.navigation.map(({ to, label, menu, order }) => ({ to, label, menu, order }))).toEqual([
      { to: 'dashboard', label: 'Accueil', menu: 'member', order: 0 },
      { to: 'dashboard/blog', label: 'Blog', menu: 'member', order: 400 },
    ]);
    // lucide-react's House: a door and the outline of the house.
    expect(metadata.navigation[0]?.icon?.map(([shape, attributes]) => [shape, Object.keys(attributes)])).toEqual([
      ['path', ['d']],
      ['path', ['d']],
    ]);
    expect(metadata.widgets).toEqual([]);
  });
});
