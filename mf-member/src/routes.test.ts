import { describe, expect, it } from 'vitest';
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

  it("contributes the member menu's home entry", () => {
    expect(remote.navigation?.map(({ to, label, menu }) => ({ to, label, menu }))).toEqual([{ to: 'dashboard', label: 'Accueil', menu: 'member' }]);
  });
});
