import type { ReactNode } from 'react';
import { Table, TableScroller } from './data-table.styles';

/** A column: its header and what each row shows in it. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The first column, which names each row (`<th scope="row">`). */
  rowHeader: Column<T>;
  columns: readonly Column<T>[];
}

/** A captioned table, one row per item, that scrolls sideways on narrow screens. */
export function DataTable<T>({ caption, rows, rowKey, rowHeader, columns }: DataTableProps<T>) {
  return (
    // A region the keyboard can reach and scroll when the table is wider than the screen (WCAG 2.1.1).
    <TableScroller tabIndex={0} role="region" aria-label={caption}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {[rowHeader, ...columns].map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{rowHeader.cell(row)}</th>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
}
