import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@club/ui/testing';
import { DataTable } from './data-table';

const people = [
  { id: 'a', name: 'Marie Curie', city: 'Paris' },
  { id: 'b', name: 'Pierre Curie', city: 'Sceaux' },
];

describe('DataTable', () => {
  it("names each row by its header cell and opens a row's details under it, across the table", () => {
    renderPage(
      <DataTable
        caption="Personnes (2)"
        rows={people}
        rowKey={(person) => person.id}
        rowHeader={{ header: 'Nom', cell: (person) => person.name }}
        columns={[{ header: 'Ville', cell: (person) => person.city }]}
        rowDetails={(person) => (person.id === 'a' ? <p>Détails de {person.name}</p> : null)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Personnes (2)' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['NomVille', 'Marie CurieParis', 'Détails de Marie Curie', 'Pierre CurieSceaux']);
    const details = within(rows[2]!).getByRole('cell');
    expect(details.getAttribute('colspan')).toBe('2');
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Marie Curie');
  });
});

describe('DataTable on a phone', () => {
  it("labels every value with its column's header, which the cards show beside it, and keeps the table's roles", () => {
    renderPage(
      <DataTable
        caption="Personnes (2)"
        hideCaption
        rows={people}
        rowKey={(person) => person.id}
        rowHeader={{ header: 'Nom', cell: (person) => person.name }}
        columns={[
          { header: 'Ville', cell: (person) => person.city },
          { header: 'Actions', cell: (person) => <button type="button">Modifier {person.name}</button> },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Personnes (2)' });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => [cell.getAttribute('data-label'), cell.textContent])).toEqual([
      ['Ville', 'Paris'],
      ['Actions', 'Modifier Marie Curie'],
      ['Ville', 'Sceaux'],
      ['Actions', 'Modifier Pierre Curie'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nom', 'Ville', 'Actions']);
    expect(screen.getByRole('region', { name: 'Personnes (2)' }).contains(table)).toBe(true);
  });
});
