import type { Room } from '@club/contracts';
import { readTable, renderPage } from '@club/ui/testing';
import { describe, expect, it } from 'vitest';
import { RoomsTable } from './rooms-table';

const room = { id: 'r1', name: 'Dojo', complexId: 'c1', complexName: 'Complexe Jean-Bouin', sportType: 'Judo', isIndoor: true, capacity: 30 } as Room;

describe('rooms table', () => {
  it('show rooms with their complex, except on the complex page', () => {
    renderPage(
      <>
        <RoomsTable rooms={[room]} caption="Salles" />
        <RoomsTable rooms={[{ ...room, isIndoor: false }]} caption="Salles du complexe" showComplex={false} />
      </>,
    );
    expect(readTable('Salles')).toEqual({
      rows: [
        ['th:Nom', 'th:Complexe', 'th:Sport', 'th:Type', 'th:Capacité'],
        ['th:Dojo', 'td:Complexe Jean-Bouin', 'td:Judo', 'td:Intérieur', 'td:30'],
      ],
      links: ['Dojo → /admin/facilities/rooms/r1', 'Complexe Jean-Bouin → /admin/facilities/complexes/c1'],
    });
    expect(readTable('Salles du complexe')).toEqual({
      rows: [
        ['th:Nom', 'th:Sport', 'th:Type', 'th:Capacité'],
        ['th:Dojo', 'td:Judo', 'td:Extérieur', 'td:30'],
      ],
      links: ['Dojo → /admin/facilities/rooms/r1'],
    });
  });
});
