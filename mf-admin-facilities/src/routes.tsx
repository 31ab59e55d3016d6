import { defineRemote } from '@club/federation';
import { redirect } from '@club/stack';
import { adminPageRoute } from '@club/ui-admin';
import { bookingsPages } from './features/bookings/routes';
import { complexesPages } from './features/complexes/routes';
import { minibusReservationsPages } from './features/minibus-reservations/routes';
import { minibusesPages } from './features/minibuses/routes';
import { roomReservationsPages } from './features/room-reservations/routes';
import { roomsPages } from './features/rooms/routes';
import { paths } from './paths';
import { AreaFrame } from './shared/area-frame/area-frame';

/** Every page of the area, in the order the area frame matches addresses (static segments before `:id`). */
export const PAGES = [...complexesPages, ...roomsPages, ...roomReservationsPages, ...minibusesPages, ...minibusReservationsPages, ...bookingsPages];

/**
 * Facilities and assets admin (spec §2), mounted by the shell at `/admin` for `/admin/facilities/*`,
 * `/admin/assets/*` and the bookers' `/admin/bookings/*` (ADR 170): the route paths below start with those segments.
 */
export default defineRemote({
  routes: [
    {
      id: 'mf-admin-facilities',
      element: <AreaFrame pages={PAGES} />,
      children: [
        { path: paths.facilities.path, loader: () => redirect(paths.complexes.href()) },
        { path: paths.assets.path, loader: () => redirect(paths.minibuses.href()) },
        ...PAGES.map(adminPageRoute),
      ],
    },
  ],
});
