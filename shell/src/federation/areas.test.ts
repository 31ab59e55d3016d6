import { describe, expect, it } from 'vitest';
import { SITE_CONFIG, TEST_CONFIG, deployedRemote } from '../testing/demo-config';
import { areasFromManifest, findArea, joinPath, ownsPath, type AreaDefinition } from './areas';

const siteAreas = areasFromManifest(SITE_CONFIG);

const composed: AreaDefinition[] = areasFromManifest({
  remotes: {
    'mf-public': deployedRemote('mf-public', { areas: [{ basePath: '/', layout: 'public', label: 'le site public' }] }),
    'mf-admin-clubs': deployedRemote('mf-admin-clubs', { areas: [{ basePath: '/admin', layout: 'public', label: "l'administration" }] }),
    'mf-admin-facilities': deployedRemote('mf-admin-facilities', {
      areas: [{ basePath: '/admin', prefixes: ['/admin/facilities', '/admin/assets'], layout: 'public', label: 'la gestion des équipements' }],
    }),
  },
});

describe('areasFromManifest', () => {
  it("lists every area of every deployed remote, in the manifest's order, with the remote's folder", () => {
    expect(siteAreas.map((area) => [area.remote, area.layout, area.prefixes.join(' ')])).toEqual([
      ['mf-public', 'public', '/'],
      ['mf-auth', 'guest', '/auth'],
      ['mf-auth', 'protected', '/first-login'],
      ['mf-auth', 'public', '/email-change'],
      ['mf-member', 'member', '/dashboard /user'],
      ['mf-admin-clubs', 'admin', '/admin'],
      ['mf-admin-facilities', 'admin', '/admin/facilities /admin/assets'],
    ]);
    expect(areasFromManifest(TEST_CONFIG)).toEqual([{ remote: 'mf-public', basePath: '/', prefixes: ['/'], layout: 'public', label: 'le site public' }]);
  });

  it('has no area for a remote that is not deployed (no list of remotes in the shell)', () => {
    expect(areasFromManifest({ remotes: {} })).toEqual([]);
  });
});

describe('findArea', () => {
  it('sends each part of the site to its remote and layout', () => {
    const at = (path: string) => {
      const area = findArea(path, siteAreas);
      return `${area?.remote} ${area?.layout}`;
    };
    for (const path of ['/', '/contact', '/nimporte/quoi', '/authentification']) expect(at(path)).toBe('mf-public public');
    expect(at('/auth/login')).toBe('mf-auth guest');
    expect(at('/auth/verify/success')).toBe('mf-auth guest');
    expect(at('/first-login/setup')).toBe('mf-auth protected');
    expect(at('/dashboard')).toBe('mf-member member');
    expect(at('/user/profile')).toBe('mf-member member');
    expect(at('/admin')).toBe('mf-admin-clubs admin');
    expect(at('/admin/users')).toBe('mf-admin-clubs admin');
    expect(at('/admin/assets/minibuses')).toBe('mf-admin-facilities admin');
  });

  it('picks the longest matching prefix, whatever the order of the manifest', () => {
    expect(findArea('/admin', composed)?.remote).toBe('mf-admin-clubs');
    expect(findArea('/admin/users', composed)?.remote).toBe('mf-admin-clubs');
    expect(findArea('/admin/facilities', composed)?.remote).toBe('mf-admin-facilities');
    expect(findArea('/admin/assets/minibuses/42', composed)?.remote).toBe('mf-admin-facilities');
    expect(findArea('/admin/facilities/rooms', [...composed].reverse())?.remote).toBe('mf-admin-facilities');
    expect(findArea('/administration', composed)?.remote).toBe('mf-public');
  });

  it('finds nothing when no area claims the path', () => {
    expect(findArea('/contact', composed.slice(1))).toBeUndefined();
  });
});

describe('ownsPath and joinPath', () => {
  it('matches whole segments only', () => {
    expect(ownsPath('/admin', '/admin')).toBe(true);
    expect(ownsPath('/admin', '/admin/')).toBe(true);
    expect(ownsPath('/admin', '/adminx')).toBe(false);
    expect(ownsPath('/', '/x')).toBe(true);
  });

  it('resolves navigation entries against the base path', () => {
    expect(joinPath('/', '')).toBe('/');
    expect(joinPath('/', 'contact')).toBe('/contact');
    expect(joinPath('/admin', '')).toBe('/admin');
    expect(joinPath('/admin', 'users')).toBe('/admin/users');
    expect(joinPath('/admin/', '/facilities/rooms')).toBe('/admin/facilities/rooms');
  });
});
