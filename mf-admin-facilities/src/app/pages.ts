import type { RouteObject } from '@club/stack';
import type { FacilitiesRouteHandle } from '../components/route-error/route-error-view';
import { ROUTE_PATHS } from '../config/paths';

type RouteModule = () => Promise<Pick<RouteObject, 'loader' | 'Component'>>;

export interface PageDefinition extends FacilitiesRouteHandle {
  path: string;
  load: RouteModule;
}

/**
 * Every page of the area (spec §2, Facilities and Assets), each in its own chunk with its loader:
 * the route module the shell downloads first stays small.
 */
export const PAGES: PageDefinition[] = [
  {
    path: ROUTE_PATHS.complexes,
    loadingMessage: 'Chargement des complexes…',
    errorTitle: 'Impossible de charger les complexes',
    load: () => import('./routes/complexes-list.route'),
  },
  { path: ROUTE_PATHS.complexCreate, loadingMessage: 'Chargement du formulaire…', errorTitle: "Impossible d'afficher le formulaire", load: () => import('./routes/complex-create.route') },
  {
    path: ROUTE_PATHS.complex,
    loadingMessage: 'Chargement du complexe et de ses salles…',
    errorTitle: 'Impossible de charger le complexe',
    load: () => import('./routes/complex-detail.route'),
  },
  { path: ROUTE_PATHS.complexEdit, loadingMessage: 'Chargement du complexe…', errorTitle: 'Impossible de charger le complexe', load: () => import('./routes/complex-edit.route') },
  {
    path: ROUTE_PATHS.complexCreateRoom,
    loadingMessage: 'Chargement du complexe…',
    errorTitle: 'Impossible de charger le complexe',
    load: () => import('./routes/complex-create-room.route'),
  },
  { path: ROUTE_PATHS.rooms, loadingMessage: 'Chargement des salles…', errorTitle: 'Impossible de charger les salles', load: () => import('./routes/rooms-list.route') },
  {
    path: ROUTE_PATHS.room,
    loadingMessage: 'Chargement de la salle et de son planning…',
    errorTitle: 'Impossible de charger la salle',
    load: () => import('./routes/room-detail.route'),
  },
  { path: ROUTE_PATHS.roomEdit, loadingMessage: 'Chargement de la salle…', errorTitle: 'Impossible de charger la salle', load: () => import('./routes/room-edit.route') },
  {
    path: ROUTE_PATHS.roomCreateReservation,
    loadingMessage: 'Chargement de la salle…',
    errorTitle: 'Impossible de charger la salle',
    load: () => import('./routes/room-create-reservation.route'),
  },
  {
    path: ROUTE_PATHS.roomReservationEdit,
    loadingMessage: 'Chargement de la réservation…',
    errorTitle: 'Impossible de charger la réservation',
    load: () => import('./routes/room-reservation-edit.route'),
  },
  { path: ROUTE_PATHS.minibuses, loadingMessage: 'Chargement des minibus…', errorTitle: 'Impossible de charger les minibus', load: () => import('./routes/minibuses-list.route') },
  { path: ROUTE_PATHS.minibusCreate, loadingMessage: 'Chargement du formulaire…', errorTitle: "Impossible d'afficher le formulaire", load: () => import('./routes/minibus-create.route') },
  {
    path: ROUTE_PATHS.minibus,
    loadingMessage: 'Chargement du minibus et de son planning…',
    errorTitle: 'Impossible de charger le minibus',
    load: () => import('./routes/minibus-detail.route'),
  },
  { path: ROUTE_PATHS.minibusEdit, loadingMessage: 'Chargement du minibus…', errorTitle: 'Impossible de charger le minibus', load: () => import('./routes/minibus-edit.route') },
  {
    path: ROUTE_PATHS.minibusCreateReservation,
    loadingMessage: 'Chargement du minibus…',
    errorTitle: 'Impossible de charger le minibus',
    load: () => import('./routes/minibus-create-reservation.route'),
  },
  {
    path: ROUTE_PATHS.minibusReservationEdit,
    loadingMessage: 'Chargement de la réservation…',
    errorTitle: 'Impossible de charger la réservation',
    load: () => import('./routes/minibus-reservation-edit.route'),
  },
];

const patternOf = (path: string) => new RegExp(`/${path.replace(/:[^/]+/g, '[^/]+')}/?$`);
const PATTERNS = PAGES.map((page) => ({ page, pattern: patternOf(page.path) }));

/** The page an address leads to (static segments such as `create` are listed before `:id`, so they win). */
export function pageForPath(pathname: string): PageDefinition | undefined {
  return PATTERNS.find(({ pattern }) => pattern.test(pathname))?.page;
}

export const lazyPage = (page: PageDefinition): NonNullable<RouteObject['lazy']> => page.load;
