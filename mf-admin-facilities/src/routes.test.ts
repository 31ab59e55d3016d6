import type { RouteObject } from '@club/stack';
import { describe, expect, it } from 'vitest';
import remote, { PAGES } from './routes';
import { pageForPath } from './shared/area-frame/pages';

const area = remote.routes[0] as RouteObject;
const children = area.children ?? [];

describe('mf-admin-facilities routes', () => {
  it('serves every Facilities and Assets page of spec §2 under /admin', () => {
    expect(children.map((route) => route.path)).toEqual([
      'facilities',
      'assets',
      'facilities/complexes',
      'facilities/complexes/create',
      'facilities/complexes/:complexId',
      'facilities/complexes/:complexId/edit',
      'facilities/complexes/:complexId/create-room',
      'facilities/rooms',
      'facilities/rooms/:roomId',
      'facilities/rooms/:roomId/edit',
      'facilities/rooms/:roomId/create-reservation',
      'facilities/roomReservations/:roomReservationId/edit',
      'assets/minibuses',
      'assets/minibuses/create',
      'assets/minibuses/:minibusId',
      'assets/minibuses/:minibusId/edit',
      'assets/minibuses/:minibusId/create-reservation',
      'assets/minibusReservations/:minibusReservationId/edit',
    ]);
  });

  it('loads each page lazily, with a French loading message, an error view and (for data pages) a loader', async () => {
    for (const route of children.filter((child) => child.lazy)) {
      const handle = route.handle as { loadingMessage: string; errorTitle: string };
      expect(handle.loadingMessage).toMatch(/^Chargement/);
      expect(handle.errorTitle).toMatch(/^Impossible/);
      expect(route.ErrorBoundary).toBeTypeOf('function');
      const loaded = await (route.lazy as () => Promise<RouteObject>)();
      expect(loaded.Component).toBeTypeOf('function');
      if (!/\/create$/.test(route.path ?? '')) expect(loaded.loader).toBeTypeOf('function');
    }
  });

  it('finds the page of an address, static segments first', () => {
    expect(pageForPath(PAGES, '/admin/facilities/complexes/create')?.path).toBe('facilities/complexes/create');
    expect(pageForPath(PAGES, '/admin/facilities/complexes/abc')?.path).toBe('facilities/complexes/:complexId');
    expect(pageForPath(PAGES, '/admin/assets/minibuses/abc/create-reservation')?.loadingMessage).toBe('Chargement du minibus…');
    expect(pageForPath(PAGES, '/admin/users')).toBeUndefined();
  });

  it("contributes Complexes, Salles and Minibus to the admin menu, relative to '/admin'", () => {
    expect(remote.navigation?.map(({ to, label, menu }) => ({ to, label, menu }))).toEqual([
      { to: 'facilities/complexes', label: 'Complexes', menu: 'admin' },
      { to: 'facilities/rooms', label: 'Salles', menu: 'admin' },
      { to: 'assets/minibuses', label: 'Minibus', menu: 'admin' },
    ]);
  });
});
