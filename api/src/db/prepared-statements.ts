import type pg from 'pg';

/**
 * SQL texts worth a named (server-side prepared) statement on PostgreSQL: the hot, fixed-shape reads of
 * `reusableQuery`. Preparing them once per connection spares PostgreSQL parsing and planning them on every
 * request, most of a hot read's backend CPU (docs/decisions/060-api-request-path.md, figures in
 * bench/results/figures-from-code-comments.md). Other queries (DDL, writes, variable `in` lists) stay unnamed.
 */
const names = new Map<string, string>();

export function markPrepared(sql: string): void {
  if (!names.has(sql)) names.set(sql, `club_${names.size + 1}`);
}

/** The statement name of marked SQL. */
export function preparedName(sql: string): string | undefined {
  return names.get(sql);
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes a pooled client run marked SQL as named statements (each prepared on first use, per connection). */
export function usePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  const named: Query = (text, values, callback) => {
    const name = typeof text === 'string' && Array.isArray(values) && callback === undefined ? names.get(text) : undefined;
    return name ? query({ name, text, values }) : query(text, values, callback);
  };
  client.query = named as typeof client.query;
}
