/**
 * @club/ui/data-table — the site's one table pattern (cards on a phone, docs/decisions/174-phone-tables.md).
 * Bundled by each app that shows a table; the admin kit re-exports it.
 */
export { DataTable, type Column, type DataTableProps } from './data-table';
