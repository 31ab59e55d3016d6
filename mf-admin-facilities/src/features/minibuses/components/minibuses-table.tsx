import type { Minibus } from '@club/contracts';
import { Link } from '@club/stack';
import { Table, TableScroller } from '../../../components/data-table/data-table.styles';
import { yesNo } from '../../../components/details/details-list';
import { paths } from '../../../config/paths';

export function MinibusesTable({ minibuses, caption }: { minibuses: Minibus[]; caption: string }) {
  return (
    <TableScroller>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">Plaque</th>
            <th scope="col">Places</th>
            <th scope="col">Places PMR</th>
            <th scope="col">Disponible</th>
          </tr>
        </thead>
        <tbody>
          {minibuses.map((minibus) => (
            <tr key={minibus.id}>
              <th scope="row">
                <Link to={paths.minibus(minibus.id)}>{minibus.name}</Link>
              </th>
              <td>{minibus.licensePlate}</td>
              <td>{minibus.capacity}</td>
              <td>{minibus.disabledPersonCapacity}</td>
              <td>{yesNo(minibus.isAvailable)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
