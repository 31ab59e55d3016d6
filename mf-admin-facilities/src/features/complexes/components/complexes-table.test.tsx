import type { Complex } from '@club/contracts';
import { readTable, renderPage } from '@club/ui/testing';
import { describe, expect, it } from 'vitest';
import { ComplexesTable } from './complexes-table';

const complex = {
  id: 'c1',
  name: 'Complexe Jean-Bouin',
  street: '12 avenue du Stade',
  postalCode: '92500',
  city: 'Rueil-Malmaison',
  accessibleForReducedMobility: true,
  numberOfElevators: 1,
  parkingCapacity: 40,
} as Complex;

describe('complexes table', () => {
  it('show complexes with their address and facilities', () => {
    renderPage(<ComplexesTable complexes={[complex]} />);
    expect(readTable('Complexes sportifs')).toEqual({
      rows: [
        ['th:Nom', 'th:Adresse', 'th:Accessible PMR', 'th:Ascenseurs', 'th:Places de parking'],
        ['th:Complexe Jean-Bouin', 'td:12 avenue du Stade, 92500 Rueil-Malmaison', 'td:Oui', 'td:1', 'td:40'],
      ],
      links: ['Complexe Jean-Bouin → /admin/facilities/complexes/c1'],
    });
  });
});
