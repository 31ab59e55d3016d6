import { remoteMetadata } from '@club/federation/vite';
import type { RouteObject } from '@club/stack';
import { describe, expect, it } from 'vitest';
import config from '../module-federation.config';
import remote, { PAGES } from './routes';
import { pageForPath } from './shared/area-frame/page-for-path';

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
      'bookings',
      'bookings/rooms/:roomId',
      'bookings/roomReservations/:roomReservationId/edit',
      'bookings/minibuses/:minibusId',
      'bookings/minibusReservations/:minibusReservationId/edit',
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
    expect(pageForPath(PAGES, '/admin/bookings/minibuses/abc')?.loadingMessage).toBe('Chargement du planning du minibus…');
    expect(pageForPath(PAGES, '/admin/users')).toBeUndefined();
  });

  it('declares its area at /admin, answering only for /admin/facilities, /admin/assets and /admin/bookings, under the admin layout', () => {
    expect(config.name).toBe('mf_admin_facilities');
    expect(remoteMetadata(config).areas).toEqual([
      { basePath: '/admin', prefixes: ['/admin/facilities', '/admin/assets', '/admin/bookings'], layout: 'admin', label: 'la gestion des équipements' },
    ]);
  });

  it("contributes Complexes, Salles, Minibus and Mes réservations to the admin menu, relative to '/admin', each with its icon as shapes", () => {
    const { navigation } = remoteMetadata(config);
    expect(navigation.map(({ to, label, menu, order }) => ({ to, label, menu, order }))).toEqual([
      { to: 'facilities/complexes', label: 'Complexes', menu: 'admin', order: 200 },
      { to: 'facilities/rooms', label: 'Salles', menu: 'admin', order: 210 },
      { to: 'assets/minibuses', label: 'Minibus', menu: 'admin', order: 300 },
      { to: 'bookings', label: 'Mes réservations', menu: 'admin', order: 310 },
    ]);
    for (const entry of navigation) {
      expect(entry.icon?.length, entry.label).toBeGreaterThan(0);
      for (const [, attributes] of entry.icon ?? []) expect(Object.keys(attributes).length, entry.label).toBeGreaterThan(0);
    }
    // lucide-react's Bus: five strokes and two wheels.
    expect(navigation[2]?.icon?.map(([shape]) => shape)).toEqual(['path', 'path', 'path', 'path', 'circle', 'path', 'circle']);
    expect(navigation[2]?.icon?.[4]).toEqual(['circle', { cx: '7', cy: '18', r: '2' }]);
  });

  it("fills the admin home's slot with its upcoming reservations, exposed as ./widget-upcoming-reservations", () => {
    expect(remoteMetadata(config).widgets).toEqual([
      { slot: 'admin-home', id: 'upcoming-reservations', title: 'Prochaines réservations', order: 100, module: './widget-upcoming-reservations' },
    ]);
  });
});
