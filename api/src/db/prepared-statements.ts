/**
 * SQL texts worth a named (server-side prepared) statement on PostgreSQL: the hot, fixed-shape reads of
 * `reusableQuery`. Preparing them once per connection spares PostgreSQL parsing and planning them on every
 * request, most of a hot read's backend CPU (docs/decisions/060-api-request-path.md, figures in
 * bench/results/figures-from-code-comments.md). Other queries (DDL, writes, variable `in` lists) stay unnamed.
 * The pool given to Kysely runs them with pg's public named statements (db/postgres-pool.ts).
 */
const names = new Map<string, string>();

export function markPrepared(sql: string): void {
  if (!names.has(sql)) names.set(sql, `club_${names.size + 1}`);
}

/** The statement name of marked SQL. */
export function preparedName(sql: string): string | undefined {
  return names.get(sql);
}
