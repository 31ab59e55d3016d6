import type { Minibus } from '@club/contracts';
import { readTable, renderPage } from '@club/ui/testing';
import { describe, expect, it } from 'vitest';
import { MinibusesTable } from './minibuses-table';

const minibus = { id: 'm1', name: 'Trafic', licensePlate: 'AB-123-CD', capacity: 9, disabledPersonCapacity: 1, isAvailable: false } as Minibus;

describe('minibuses table', () => {
  it('show minibuses with their plate, seats and availability', () => {
    renderPage(<MinibusesTable minibuses={[minibus]} caption="Minibus (1)" />);
    expect(readTable('Minibus (1)')).toEqual({
      rows: [
        ['th:Nom', 'th:Plaque', 'th:Places', 'th:Places PMR', 'th:Disponible'],
        ['th:Trafic', 'td:AB-123-CD', 'td:9', 'td:1', 'td:Non'],
      ],
      links: ['Trafic → /admin/assets/minibuses/m1'],
    });
  });
});
