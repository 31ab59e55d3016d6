import { describe, expect, it } from 'vitest';
import { areaKey, routesForArea } from './area-routes';
import type { AreaDefinition } from './areas';

const authRoutes = [
  { path: 'auth', children: [{ path: 'login' }] },
  { path: 'first-login', children: [{ path: 'setup' }] },
];

const guest: AreaDefinition = { remote: 'mf-auth', label: 'connexion', basePath: '/', prefixes: ['/auth'], layout: 'guest' };
const onboarding: AreaDefinition = { remote: 'mf-auth', label: 'inscription', basePath: '/', prefixes: ['/first-login'], layout: 'protected' };

describe('routesForArea', () => {
  it('mounts in each area only the subtree under its prefixes', () => {
    expect(routesForArea(guest, authRoutes).map((route) => route.path)).toEqual(['auth']);
    expect(routesForArea(onboarding, authRoutes).map((route) => route.path)).toEqual(['first-login']);
  });

  it('keeps everything for an area whose prefix is its base path, and pathless frames always', () => {
    const publicArea: AreaDefinition = { remote: 'mf-public', label: 'public', basePath: '/', prefixes: ['/'], layout: 'public' };
    expect(routesForArea(publicArea, authRoutes)).toEqual(authRoutes);
    const facilities: AreaDefinition = { remote: 'mf-f', label: 'f', basePath: '/admin', prefixes: ['/admin/facilities', '/admin/assets'], layout: 'admin' };
    const frame = { id: 'frame', children: [{ path: 'facilities/rooms' }] };
    expect(routesForArea(facilities, [frame, { path: 'facilities/rooms' }, { path: 'users' }])).toEqual([frame, { path: 'facilities/rooms' }]);
  });

  it('gives each area of a shared remote its own key', () => {
    expect(areaKey(guest)).not.toBe(areaKey(onboarding));
  });
});
