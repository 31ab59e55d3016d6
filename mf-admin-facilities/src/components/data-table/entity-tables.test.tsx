import { DEFAULT_OPENING_HOURS, type Complex, type Minibus, type Room } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComplexesTable } from '../../features/complexes/components/complexes-table';
import { MinibusesTable } from '../../features/minibuses/components/minibuses-table';
import { RoomsTable } from '../../features/rooms/components/rooms-table';
import { renderPage } from '../../testing/render-page';
import { OpeningHoursTable } from '../opening-hours/opening-hours-table';

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
const room = { id: 'r1', name: 'Dojo', complexId: 'c1', complexName: 'Complexe Jean-Bouin', sportType: 'Judo', isIndoor: true, capacity: 30 } as Room;
const minibus = { id: 'm1', name: 'Trafic', licensePlate: 'AB-123-CD', capacity: 9, disabledPersonCapacity: 1, isAvailable: false } as Minibus;

/** Each row's cells as text, the header row first, and the links of the body. */
function readTable(caption: string) {
  const table = screen.getByRole('table', { name: caption });
  const rows = within(table).getAllByRole('row').map((row) => Array.from(row.children).map((cell) => `${cell.tagName.toLowerCase()}:${cell.textContent}`));
  const links = within(table).queryAllByRole('link').map((link) => `${link.textContent} → ${link.getAttribute('href')}`);
  return { rows, links };
}

describe('entity tables', () => {
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

  it('show a week of opening hours, Monday first', () => {
    renderPage(<OpeningHoursTable caption="Horaires d'ouverture" week={{ ...DEFAULT_OPENING_HOURS, sunday: { open: null, close: null, closed: true } }} offLabel="Fermé" />);
    const { rows } = readTable("Horaires d'ouverture");
    expect(rows[0]).toEqual(['th:Jour', 'th:Horaires']);
    expect(rows).toHaveLength(8);
    expect(rows[1]?.[0]).toBe('th:Lundi');
    expect(rows[7]).toEqual(['th:Dimanche', 'td:Fermé']);
  });
});
