import type { Complex } from '@club/contracts';
import { DetailsList, yesNo } from '@club/ui-admin';

export function ComplexDetails({ complex }: { complex: Complex }) {
  return (
    <DetailsList
      items={[
        { label: 'Adresse', value: `${complex.street}, ${complex.postalCode} ${complex.city}` },
        { label: 'Description', value: complex.description || 'Aucune description' },
        { label: 'Accessible aux personnes à mobilité réduite', value: yesNo(complex.accessibleForReducedMobility) },
        { label: "Nombre d'ascenseurs", value: complex.numberOfElevators },
        { label: 'Places de parking', value: complex.parkingCapacity },
      ]}
    />
  );
}
