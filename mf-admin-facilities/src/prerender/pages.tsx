import { LoadingView } from '@club/ui';
import { readSearch } from '@club/ui-admin';
import type { ComponentType, ReactNode } from 'react';
import { ComplexListSearchSchema } from '../features/complexes/complex-list-search';
import { ComplexesListFrame } from '../features/complexes/routes/complexes-list.route';
import { MinibusListSearchSchema } from '../features/minibuses/minibus-list-search';
import { MinibusesListFrame } from '../features/minibuses/routes/minibuses-list.route';
import { RoomListSearchSchema } from '../features/rooms/room-list-search';
import { RoomsListFrame } from '../features/rooms/routes/rooms-list.route';
import { paths } from '../paths';
import { PAGES } from '../routes';

/** The search of an address without a query string: what a first visit from the menu shows. */
const NO_QUERY = 'http://prerender.invalid/';

export interface FramePage {
  /** Relative to the remote's base path, as in routes.tsx. */
  path: string;
  /** What the page's header passes to usePageTitle (pages.test.tsx checks it against the page). */
  title: string;
  /** The page's header and filters around the loading message its route shows while its list loads. */
  Frame: ComponentType;
}

/** A list's frame: its header and filters, as the page renders them unfiltered, around its loading message. */
function listFrame<S>(path: string, title: string, search: S, ListFrame: ComponentType<{ search: S; children: ReactNode }>): FramePage {
  const message = PAGES.find((page) => page.path === path)?.loadingMessage ?? 'Chargement…';
  return {
    path,
    title,
    Frame: () => (
      <ListFrame search={search}>
        <LoadingView message={message} />
      </ListFrame>
    ),
  };
}

/** The lists the admin menu leads to: their frame needs no data (their filters start empty). */
export const FRAME_PAGES: readonly FramePage[] = [
  listFrame(paths.complexes.path, 'Complexes sportifs', readSearch(ComplexListSearchSchema, NO_QUERY), ComplexesListFrame),
  listFrame(paths.rooms.path, 'Salles', readSearch(RoomListSearchSchema, NO_QUERY), RoomsListFrame),
  listFrame(paths.minibuses.path, 'Minibus', readSearch(MinibusListSearchSchema, NO_QUERY), MinibusesListFrame),
];

/** PageHeader's '{title} — Administration'. */
export const documentTitle = (title: string) => `${title} — Administration`;
