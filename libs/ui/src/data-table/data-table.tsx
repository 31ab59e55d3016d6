import { Fragment, type ReactNode } from 'react';
import { DetailsRow, Table, TableScroller } from './data-table.styles';

/** A column: its header and what each row shows in it. */
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  caption: string;
  /** The caption is read by screen readers only (the page's heading already says what the table holds). */
  hideCaption?: boolean;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The first column, which names each row (`<th scope="row">`). */
  rowHeader: Column<T>;
  columns: readonly Column<T>[];
  /** What opens under a row, across the whole table (e.g. its actions); nothing when it gives null. */
  rowDetails?: (row: T) => ReactNode;
}

/**
 * The site's one table: a captioned table, one row per item; where its box is narrow (a phone), each
 * row is a card of labelled values, so that no column (actions included) is ever out of sight.
 * The explicit roles keep the table's semantics when the cards' CSS makes its parts blocks (Safari drops them).
 */
export function DataTable<T>({ caption, hideCaption = false, rows, rowKey, rowHeader, columns, rowDetails }: DataTableProps<T>) {
  return (
    // A region the keyboard can reach and scroll when the table is wider than the screen (WCAG 2.1.1).
    <TableScroller tabIndex={0} role="region" aria-label={caption}>
      <Table role="table" $hideCaption={hideCaption}>
        <caption>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {[rowHeader, ...columns].map((column) => (
              <th key={column.header} scope="col" role="columnheader">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => {
            const details = rowDetails?.(row);
            return (
              <Fragment key={rowKey(row)}>
                <tr role="row">
                  <th scope="row" role="rowheader">
                    {rowHeader.cell(row)}
                  </th>
                  {columns.map((column) => (
                    <td key={column.header} role="cell" data-label={column.header}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {details == null ? null : (
                  <DetailsRow role="row">
                    <td role="cell" colSpan={columns.length + 1}>
                      {details}
                    </td>
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
