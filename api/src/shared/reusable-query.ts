import { sql, type CompiledQuery, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import { markPrepared } from '../db/prepared-statements';

/** Stands for one value in a compiled query; replaced by the call's value at each run. */
class Slot {
  constructor(readonly name: string) {}
}

/** The values of one run. An `undefined` value leaves its part out of the query: that is another shape. */
type Values = Record<string, unknown>;

/** What the builder receives: each given value as an expression of its type (a bound parameter), optional ones possibly absent. */
export type Params<V extends Values> = {
  readonly [K in keyof V]-?: undefined extends V[K] ? RawBuilder<Exclude<V[K], undefined>> | undefined : RawBuilder<V[K]>;
};

interface Shape<Row> {
  query: CompiledQuery<Row>;
  /** For each parameter of the SQL: the slot it comes from, or the constant the builder put there. */
  sources: readonly unknown[];
}

/**
 * A hot query built and compiled by Kysely once per shape and database, then run with new values
 * (building and compiling cost more than running a small indexed query: docs/decisions/060-api-request-path.md);
 * on PostgreSQL its SQL also becomes a named statement, prepared once per connection (db/postgres-pool.ts).
 * Every run goes through Kysely's public `executeQuery` (its executor, its plugins' `transformResult`), on
 * the instance or transaction it is given. Plugins transform the query when it is compiled: they see its
 * structure, but the values are bound after (docs/decisions/188-kysely-and-pg-public-apis.md).
 * `build` is called with the values as parameters, never with the values themselves, so it must only
 * place them in the query (`where('id', '=', p.id)`, `.limit(p.limit)`); which values are given
 * (`p.search !== undefined`) decides the shape, and each shape is compiled once.
 */
export function reusableQuery<DB, V extends Values, Row>(build: (db: Kysely<DB>, p: Params<V>) => Compilable<Row>) {
  const shapesByDb = new WeakMap<Kysely<DB>, Map<string, Shape<Row>>>();

  function compile(db: Kysely<DB>, values: V): Shape<Row> {
    const params: Record<string, RawBuilder<unknown>> = {};
    for (const [name, value] of Object.entries(values)) if (value !== undefined) params[name] = sql.val(new Slot(name));
    const query = build(db, params as Params<V>).compile();
    markPrepared(query.sql);
    return { query, sources: query.parameters };
  }

  return async function run(db: Kysely<DB>, values: V): Promise<Row[]> {
    let shapes = shapesByDb.get(db);
    if (!shapes) shapesByDb.set(db, (shapes = new Map()));
    let key = '';
    for (const name in values) if (values[name] !== undefined) key += `${name},`;
    let shape = shapes.get(key);
    if (!shape) shapes.set(key, (shape = compile(db, values)));
    const parameters = shape.sources.map((source) => (source instanceof Slot ? values[source.name] : source));
    const { rows } = await db.executeQuery<Row>({ ...shape.query, parameters });
    return rows;
  };
}
