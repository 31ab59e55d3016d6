import type { Complex } from '@club/contracts';
import { Link } from '@club/stack';
import { Table, TableScroller } from '../../../components/data-table/data-table.styles';
import { yesNo } from '../../../components/details/details-list';
import { paths } from '../../../config/paths';

export function ComplexesTable({ complexes }: { complexes: Complex[] }) {
  return (
    <TableScroller>
      <Table>
        <caption>Complexes sportifs</caption>
        <thead>
          <tr>
            <th scope="col">Nom</th>
            <th scope="col">Adresse</th>
            <th scope="col">Accessible PMR</th>
            <th scope="col">Ascenseurs</th>
            <th scope="col">Places de parking</th>
          </tr>
        </thead>
        <tbody>
          {complexes.map((complex) => (
            <tr key={complex.id}>
              <th scope="row">
                <Link to={paths.complex(complex.id)}>{complex.name}</Link>
              </th>
              <td>
                {complex.street}, {complex.postalCode} {complex.city}
              </td>
              <td>{yesNo(complex.accessibleForReducedMobility)}</td>
              <td>{complex.numberOfElevators}</td>
              <td>{complex.parkingCapacity}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
