import type { Minibus } from '@club/contracts';
import { DetailsList, yesNo } from '@club/ui-admin';

export function MinibusDetails({ minibus }: { minibus: Minibus }) {
  return (
    <DetailsList
      items={[
        { label: "Plaque d'immatriculation", value: minibus.licensePlate },
        { label: 'Places', value: minibus.capacity },
        { label: 'Places PMR (personnes à mobilité réduite)', value: minibus.disabledPersonCapacity },
        { label: 'Disponible à la réservation', value: yesNo(minibus.isAvailable) },
        { label: 'Description', value: minibus.description || 'Aucune description' },
      ]}
    />
  );
}
