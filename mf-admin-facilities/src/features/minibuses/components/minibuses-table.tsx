import type { Minibus } from '@club/contracts';
import type { Column } from '../../../components/data-table/data-table';
import { EntityTable } from '../../../components/data-table/entity-table';
import { yesNo } from '../../../components/details/details-list';
import { paths } from '../../../config/paths';

const COLUMNS: Column<Minibus>[] = [
  { header: 'Plaque', cell: (minibus) => minibus.licensePlate },
  { header: 'Places', cell: (minibus) => minibus.capacity },
  { header: 'Places PMR', cell: (minibus) => minibus.disabledPersonCapacity },
  { header: 'Disponible', cell: (minibus) => yesNo(minibus.isAvailable) },
];

export function MinibusesTable({ minibuses, caption }: { minibuses: Minibus[]; caption: string }) {
  return <EntityTable rows={minibuses} caption={caption} pathOf={paths.minibus} columns={COLUMNS} />;
}
