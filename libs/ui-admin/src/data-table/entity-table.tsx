import { Link } from '@club/stack';
import { DataTable, type Column } from '@club/ui/data-table';

export interface EntityTableProps<T extends { id: string; name: string }> {
  caption: string;
  rows: readonly T[];
  /** The entity's page, linked from its name. */
  pathOf: (id: string) => string;
  /** The columns after the name. */
  columns: readonly Column<T>[];
}

/** Entities with a name (complexes, rooms, minibuses…): one row each, named by a link to its page, then the given columns. */
export function EntityTable<T extends { id: string; name: string }>({ caption, rows, pathOf, columns }: EntityTableProps<T>) {
  const name: Column<T> = { header: 'Nom', cell: (entity) => <Link to={pathOf(entity.id)}>{entity.name}</Link> };
  return <DataTable caption={caption} rows={rows} rowKey={(entity) => entity.id} rowHeader={name} columns={columns} />;
}
