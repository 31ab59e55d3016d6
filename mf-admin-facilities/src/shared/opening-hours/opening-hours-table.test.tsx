import { DEFAULT_OPENING_HOURS } from '@club/contracts';
import { readTable, renderPage } from '@club/ui/testing';
import { describe, expect, it } from 'vitest';
import { OpeningHoursTable } from './opening-hours-table';

describe('opening hours table', () => {
  it('show a week of opening hours, Monday first', () => {
    renderPage(
      <OpeningHoursTable caption="Horaires d'ouverture" week={{ ...DEFAULT_OPENING_HOURS, sunday: { open: null, close: null, closed: true } }} offLabel="Fermé" />,
    );
    const { rows } = readTable("Horaires d'ouverture");
    expect(rows[0]).toEqual(['th:Jour', 'th:Horaires']);
    expect(rows).toHaveLength(8);
    expect(rows[1]?.[0]).toBe('th:Lundi');
    expect(rows[7]).toEqual(['th:Dimanche', 'td:Fermé']);
  });
});
