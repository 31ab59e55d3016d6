import { describe, expect, it } from 'vitest';
import remote from './routes';

describe('mf-public routes', () => {
  it('exposes the four public pages, each in its own lazily loaded chunk', async () => {
    expect(remote.routes.map((route) => (route.index ? '/' : route.path))).toEqual(['/', 'contact', 'privacy', 'terms']);
    for (const route of remote.routes) {
      expect(route.element).toBeUndefined();
      expect(typeof route.lazy).toBe('function');
      const loaded = await (route.lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof loaded.Component).toBe('function');
    }
  });

  it('contributes Accueil and Contact to the main menu', () => {
    expect(remote.navigation).toEqual([
      { to: '', label: 'Accueil', menu: 'main', order: 0 },
      { to: 'contact', label: 'Contact', menu: 'main', order: 100 },
    ]);
  });
});
