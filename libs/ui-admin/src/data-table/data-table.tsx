import { Fragment, type ReactNode } from 'react';
import { DetailsRow, Table, TableScroller } from './data-table.styles';

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
  /** What opens under a row, across the whole table (e.g. its actions); nothing when it gives null. */
  rowDetails?: (row: T) => ReactNode;
}

/** A captioned table, one row per item, that scrolls sideways on narrow screens. */
export function DataTable<T>({ caption, rows, rowKey, rowHeader, columns, rowDetails }: DataTableProps<T>) {
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
          {rows.map((row) => {
            const details = rowDetails?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr>
                  <th scope="row">{rowHeader.cell(row)}</th>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(row)}</td>
                  ))}
                </tr>
                {details == null ? null : (
                  <DetailsRow>
                    <td colSpan={columns.length + 1}>{details}</td>
                  </DetailsRow>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </TableScroller>
  );
}
