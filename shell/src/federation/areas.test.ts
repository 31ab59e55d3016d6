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
  it('sends every path to the public area while it is the only one', () => {
    for (const path of ['/', '/contact', '/nimporte/quoi']) expect(findArea(path)?.remote).toBe('mf-public');
    expect(AREAS.map((area) => area.remote)).toEqual(['mf-public']);
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
