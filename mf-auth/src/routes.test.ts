import { remoteMetadata } from '@club/federation/vite';
import { describe, expect, it } from 'vitest';
import config from '../module-federation.config';
import remote from './routes';

type Route = (typeof remote.routes)[number];

/** Every path the remote answers, relative to `/` where the shell mounts it. */
function paths(routes: Route[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.index ? prefix : [prefix, route.path].filter(Boolean).join('/');
    const own = route.lazy || route.loader || route.Component ? [here] : [];
    return [...own, ...paths(route.children ?? [], here)];
  });
}

describe('mf-auth routes', () => {
  it('serves the auth screens of spec §2, the e-mail change links and the first-login setup', () => {
    expect(paths(remote.routes)).toEqual([
      'auth',
      'auth/login',
      'auth/register',
      'auth/account-created',
      'auth/forgot-password',
      'auth/reset-password',
      'auth/send-verification-email',
      'auth/verify',
      'auth/verify/success',
      'auth/verify/error',
      'email-change/confirm',
      'email-change/undo',
      'first-login/setup',
    ]);
  });

  it('keeps the subtrees apart so the shell can wrap each in its own layout', () => {
    expect(remote.routes.map((route) => route.path)).toEqual(['auth', 'email-change/confirm', 'email-change/undo', 'first-login']);
  });

  it('declares three areas, one per subtree: guest-only /auth, public /email-change and signed-in /first-login, and no menu entry', () => {
    expect(config.name).toBe('mf_auth');
    expect(remoteMetadata(config)).toEqual({
      areas: [
        { basePath: '/', prefixes: ['/auth'], layout: 'guest', label: "l'espace de connexion" },
        { basePath: '/', prefixes: ['/first-login'], layout: 'protected', label: "la finalisation de l'inscription" },
        { basePath: '/', prefixes: ['/email-change'], layout: 'public', label: "le changement d'adresse e-mail" },
      ],
      navigation: [],
      widgets: [],
    });
  });

  it('loads every page lazily, in its own chunk', async () => {
    const leaves = (routes: Route[]): Route[] => routes.flatMap((route) => (route.children ? leaves(route.children) : [route]));
    for (const route of leaves(remote.routes).filter((route) => !route.index || route.lazy)) {
      expect(route.element).toBeUndefined();
      const loaded = await (route.lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof loaded.Component).toBe('function');
    }
  });
});
