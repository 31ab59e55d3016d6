import type { Complex } from '@club/contracts';
import { type Column, EntityTable, yesNo } from '@club/ui-admin';
import { paths } from '../../../paths';

const COLUMNS: Column<Complex>[] = [
  {
    header: 'Adresse',
    cell: (complex) => (
      <>
        {complex.street}, {complex.postalCode} {complex.city}
      </>
    ),
  },
  { header: 'Accessible PMR', cell: (complex) => yesNo(complex.accessibleForReducedMobility) },
  { header: 'Ascenseurs', cell: (complex) => complex.numberOfElevators },
  { header: 'Places de parking', cell: (complex) => complex.parkingCapacity },
];

export function ComplexesTable({ complexes }: { complexes: Complex[] }) {
  return <EntityTable rows={complexes} caption="Complexes sportifs" pathOf={paths.complex.href} columns={COLUMNS} />;
}
