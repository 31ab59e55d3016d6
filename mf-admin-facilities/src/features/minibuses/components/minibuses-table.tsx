import type { Minibus } from '@club/contracts';
import { type Column, EntityTable, yesNo } from '@club/ui-admin';
import { paths } from '../../../paths';

const COLUMNS: Column<Minibus>[] = [
  { header: 'Plaque', cell: (minibus) => minibus.licensePlate },
  { header: 'Places', cell: (minibus) => minibus.capacity },
  { header: 'Places PMR', cell: (minibus) => minibus.disabledPersonCapacity },
  { header: 'Disponible', cell: (minibus) => yesNo(minibus.isAvailable) },
];

export function MinibusesTable({ minibuses, caption }: { minibuses: Minibus[]; caption: string }) {
  return <EntityTable rows={minibuses} caption={caption} pathOf={paths.minibus.href} columns={COLUMNS} />;
}
