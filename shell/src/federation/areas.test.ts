import { describe, expect, it } from 'vitest';
import { AREAS, findArea, joinPath, ownsPath, type AreaDefinition } from './areas';

const composed: AreaDefinition[] = [
  { remote: 'mf-public', label: 'le site public', basePath: '/', layout: 'public' },
  { remote: 'mf-admin-clubs', label: "l'administration", basePath: '/admin', layout: 'public' },
  {
    remote: 'mf-admin-facilities',
    label: 'la gestion des équipements',
    basePath: '/admin',
    prefixes: ['/admin/facilities', '/admin/assets'],
    layout: 'public',
  },
];

describe('findArea', () => {
  it('sends each part of the site to its remote and layout', () => {
    const at = (path: string) => {
      const area = findArea(path);
      return `${area?.remote} ${area?.layout}`;
    };
    for (const path of ['/', '/contact', '/nimporte/quoi', '/authentification']) expect(at(path)).toBe('mf-public public');
    expect(at('/auth/login')).toBe('mf-auth guest');
    expect(at('/auth/verify/success')).toBe('mf-auth guest');
    expect(at('/first-login/setup')).toBe('mf-auth protected');
    expect(at('/dashboard')).toBe('mf-member protected');
    expect(at('/user/profile')).toBe('mf-member protected');
    expect(at('/admin')).toBe('mf-admin-clubs admin');
    expect(at('/admin/users')).toBe('mf-admin-clubs admin');
    expect(at('/admin/assets/minibuses')).toBe('mf-admin-facilities admin');
    expect(AREAS.filter((area) => area.remote === 'mf-auth').map((area) => area.layout)).toEqual(['guest', 'protected']);
  });

  it('picks the longest matching prefix, whatever the order of the table', () => {
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
