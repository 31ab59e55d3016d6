import type { Room } from '@club/contracts';
import { Link } from '@club/stack';
import { Table, TableScroller } from '../../../components/data-table/data-table.styles';
import { paths } from '../../../config/paths';

/** Rooms with their complex (hidden when the table is already on the complex's page). */
export function RoomsTable({ rooms, caption, showComplex = true }: { rooms: Room[]; caption: string; showComplex?: boolean }) {
  return (
    <TableScroller>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            {showComplex ? <th scope="col">Complexe</th> : null}
            <th scope="col">Sport</th>
            <th scope="col">Type</th>
            <th scope="col">Capacité</th>
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => (
            <tr key={room.id}>
              <th scope="row">
                <Link to={paths.room(room.id)}>{room.name}</Link>
              </th>
              {showComplex ? (
                <td>
                  <Link to={paths.complex(room.complexId)}>{room.complexName}</Link>
                </td>
              ) : null}
              <td>{room.sportType}</td>
              <td>{room.isIndoor ? 'Intérieur' : 'Extérieur'}</td>
              <td>{room.capacity}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
