import type { Complex, Room } from '@club/contracts';
import { Link } from '@club/stack';
import { DetailsList } from '@club/ui-admin';
import { paths } from '../../../paths';

export function RoomDetails({ room, complex }: { room: Room; complex: Complex }) {
  return (
    <DetailsList
      items={[
        { label: 'Complexe', value: <Link to={paths.complex.href(complex.id)}>{complex.name}</Link> },
        { label: 'Adresse', value: `${complex.street}, ${complex.postalCode} ${complex.city}` },
        { label: 'Sport', value: room.sportType },
        { label: 'Type', value: room.isIndoor ? 'Intérieur' : 'Extérieur' },
        { label: 'Capacité', value: `${room.capacity} personne${room.capacity > 1 ? 's' : ''}` },
        { label: 'Accréditation', value: room.accreditation ?? 'Aucune' },
        { label: 'Description', value: room.description || 'Aucune description' },
      ]}
    />
  );
}
