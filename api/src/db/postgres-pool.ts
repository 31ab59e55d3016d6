import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import type { PipelinedReads } from './pipelined-reads';
import { preparedName } from './prepared-statements';

/**
 * The pool given to Kysely's `PostgresDialect`, through its public `PostgresPool` interface, so that every
 * query runs through Kysely's executor and plugins (docs/decisions/188-kysely-and-pg-public-apis.md):
 * - SQL marked for preparation (db/prepared-statements.ts) runs as a pg named statement
 *   (`client.query({ name, text, values })`), prepared once per connection;
 * - a connection Kysely takes is only bound to a pooled pg client when it needs one (a transaction, a write,
 *   any unmarked statement). Until then its marked reads go to the pipelined connections
 *   (db/pipelined-reads.ts): a lone read needs no session of its own, and each is its own implicit transaction.
 */
export function kyselyPostgresPool(pool: pg.Pool, reads: PipelinedReads): PostgresPool {
  // Kysely keeps one connection object per client it is given: handing the same clients back keeps those.
  const idle: BindOnUseClient[] = [];
  return {
    options: pool.options,
    connect: () => Promise.resolve(idle.pop() ?? new BindOnUseClient(pool, reads, idle)),
    end: async () => {
      await Promise.all([reads.end(), pool.end()]);
    },
  };
}

type Result = PostgresQueryResult<unknown>;

const isRead = (text: string) => /^\s*(select|with)\b/i.test(text);

class BindOnUseClient implements PostgresPoolClient {
  #bound: Promise<pg.PoolClient> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly reads: PipelinedReads,
    private readonly idle: BindOnUseClient[],
  ) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sql: string | PostgresCursor<R>, parameters?: readonly unknown[]): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== 'string') throw new Error('Streaming (cursor) is not configured on this database');
    return this.#run(sql, [...(parameters ?? [])]) as Promise<PostgresQueryResult<R>>;
  }

  async #run(text: string, values: unknown[]): Promise<Result> {
    const name = preparedName(text);
    if (!this.#bound && name && isRead(text)) {
      const rows = await this.reads.read(text, name, values);
      return { command: 'SELECT', rowCount: rows.length, rows };
    }
    this.#bound ??= this.pool.connect();
    const client = await this.#bound;
    return (await (name ? client.query({ name, text, values }) : client.query(text, values))) as unknown as Result;
  }

  release(destroy?: boolean): void {
    const bound = this.#bound;
    this.#bound = undefined;
    if (bound)
      void bound.then(
        (client) => client.release(destroy),
        () => undefined,
      );
    // A connection Kysely discarded is never handed out again.
    if (!destroy) this.idle.push(this);
  }
}
