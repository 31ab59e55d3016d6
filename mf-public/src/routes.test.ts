import { remoteMetadata } from '@club/federation/vite';
import { describe, expect, it } from 'vitest';
import config from '../module-federation.config';
import remote from './routes';

describe('mf-public routes', () => {
  it('exposes the public pages and the public blog article: the landing in the routes module, the others each in a lazily loaded chunk', async () => {
    expect(remote.routes.map((route) => (route.index ? '/' : route.path))).toEqual([
      '/',
      'sections',
      'sections/:sectionSlug',
      'blog',
      'contact',
      'privacy',
      'terms',
      'blog/:blogId',
    ]);
    const [landing, ...others] = remote.routes;
    // Not lazy: the landing must not cost one more round trip after the routes module (the LCP of `/`).
    expect(landing?.lazy).toBeUndefined();
    expect(typeof landing?.Component).toBe('function');
    for (const route of others) {
      expect(route.element).toBeUndefined();
      expect(typeof route.lazy).toBe('function');
      const loaded = await (route.lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof loaded.Component).toBe('function');
    }
  });

  it('declares the whole site as its public area (every path no other remote claims) and Accueil, Sections, Actualités and Contact in the main menu', () => {
    expect(config.name).toBe('mf_public');
    expect(remoteMetadata(config)).toEqual({
      areas: [{ basePath: '/', prefixes: ['/'], layout: 'public', label: 'le site public' }],
      navigation: [
        { to: '', label: 'Accueil', menu: 'main', order: 0 },
        { to: 'sections', label: 'Sections', menu: 'main', order: 50 },
        { to: 'blog', label: 'Actualités', menu: 'main', order: 75 },
        { to: 'contact', label: 'Contact', menu: 'main', order: 100 },
      ],
      widgets: [],
    });
  });
});
