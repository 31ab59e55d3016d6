import { defineRemoteConfig } from '@club/federation/vite';
import { Building2, Bus, CalendarCheck, DoorOpen } from 'lucide-react';
import { BASE_PATH, paths } from './src/paths';

/**
 * mf-admin-facilities: complexes, rooms, minibuses and their reservations (/admin/facilities/*, /admin/assets/*),
 * and the bookings pages of coaches and section managers (/admin/bookings/*, ADR 170).
 */
export default defineRemoteConfig({
  name: 'mf_admin_facilities',
  areas: [
    { basePath: BASE_PATH, prefixes: [paths.facilities.href(), paths.assets.href(), paths.bookings.href()], layout: 'admin', label: 'la gestion des équipements' },
  ],
  navigation: [
    { to: paths.complexes.path, label: 'Complexes', menu: 'admin', order: 200, icon: Building2 },
    { to: paths.rooms.path, label: 'Salles', menu: 'admin', order: 210, icon: DoorOpen },
    { to: paths.minibuses.path, label: 'Minibus', menu: 'admin', order: 300, icon: Bus },
    { to: paths.bookings.path, label: 'Mes réservations', menu: 'admin', order: 310, icon: CalendarCheck },
  ],
  widgets: [
    {
      slot: 'admin-home',
      id: 'upcoming-reservations',
      title: 'Prochaines réservations',
      order: 100,
      source: './src/features/upcoming-reservations/upcoming-reservations-widget.tsx',
    },
  ],
  // The sidebar's lists, an admin's usual first page: their chunk and data download with the shell (ADR 019).
  pages: [
    { path: paths.complexes.href(), modules: ['./src/features/complexes/routes/complexes-list.route.tsx'], data: ['/api/complexes?page=1&limit=50'] },
    { path: paths.rooms.href(), modules: ['./src/features/rooms/routes/rooms-list.route.tsx'], data: ['/api/rooms?page=1&limit=50'] },
    { path: paths.minibuses.href(), modules: ['./src/features/minibuses/routes/minibuses-list.route.tsx'], data: ['/api/minibuses?page=1&limit=20'] },
  ],
});
