import type { Room } from '@club/contracts';
import { Link } from '@club/stack';
import { type Column, EntityTable } from '@club/ui-admin';
import { paths } from '../../../paths';

const COMPLEX_COLUMN: Column<Room> = { header: 'Complexe', cell: (room) => <Link to={paths.complex.href(room.complexId)}>{room.complexName}</Link> };

const ROOM_COLUMNS: Column<Room>[] = [
  { header: 'Sport', cell: (room) => room.sportType },
  { header: 'Type', cell: (room) => (room.isIndoor ? 'Intérieur' : 'Extérieur') },
  { header: 'Capacité', cell: (room) => room.capacity },
];

/** Rooms with their complex (hidden when the table is already on the complex's page). */
export function RoomsTable({ rooms, caption, showComplex = true }: { rooms: Room[]; caption: string; showComplex?: boolean }) {
  const columns = showComplex ? [COMPLEX_COLUMN, ...ROOM_COLUMNS] : ROOM_COLUMNS;
  return <EntityTable rows={rooms} caption={caption} pathOf={paths.room.href} columns={columns} />;
}
