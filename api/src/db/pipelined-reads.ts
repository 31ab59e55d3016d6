import pg from 'pg';

/**
 * PostgreSQL connections in pg's pipeline mode (`pipeline: true`, a documented Client option since pg 8.20) for
 * the hot reads run outside any transaction (`reusableQuery`): the reads of all concurrent requests are
 * written on a shared connection without waiting for the previous answers, and their answers come back
 * together. Only pg's public API is used (no hold on its connection stream).
 * Pooled, each read took a connection of its own, one write and one wake-up each way: with two reads per
 * request (session, page) that was most of what PostgreSQL cost over SQLite
 * (docs/decisions/062-postgres-pipelined-reads.md, 064-boring-internals.md).
 * Each read is still its own implicit transaction (pg sends Sync after each one): an error fails that read
 * only. A lost connection fails the reads in flight on it (as the pool would) and the next read opens a
 * new one. Writes, transactions and everything else stay on the pool.
 */
export interface PipelinedReads {
  read(text: string, name: string | undefined, values: unknown[]): Promise<unknown[]>;
  end(): Promise<void>;
}

interface Line {
  client: pg.Client;
  /** Reads written and not answered yet. */
  pending: number;
}

/** pg ≥ 8.20's `pipeline` option, which @types/pg does not declare yet. */
type PipelineConfig = pg.ClientConfig & { pipeline: true };

export function pipelinedReads(config: pg.ClientConfig, connections: number): PipelinedReads {
  const lines: (Line | undefined)[] = Array.from({ length: connections }, () => undefined);
  let ended = false;

  const open = (slot: number): Line => {
    const pipelined: PipelineConfig = { ...config, pipeline: true };
    const client = new pg.Client(pipelined);
    const line: Line = { client, pending: 0 };
    const drop = () => {
      if (lines[slot] === line) lines[slot] = undefined;
    };
    // A lost connection (terminated backend, database restart): pg fails its reads; the next read reconnects.
    client.on('error', drop);
    client.on('end', drop);
    client.connect().catch(drop);
    lines[slot] = line;
    return line;
  };

  /** The open line with the fewest reads in flight (opening the missing ones). */
  const pick = (): Line => {
    let best: Line | undefined;
    for (let slot = 0; slot < lines.length; slot += 1) {
      const line = lines[slot] ?? open(slot);
      if (!best || line.pending < best.pending) best = line;
    }
    return best!;
  };

  return {
    async read(text, name, values) {
      if (ended) throw new Error('database closed');
      const line = pick();
      line.pending += 1;
      try {
        return (await line.client.query(name ? { name, text, values } : { text, values })).rows as unknown[];
      } finally {
        line.pending -= 1;
      }
    },
    async end() {
      ended = true;
      await Promise.all(lines.map((line) => line?.client.end().catch(() => undefined)));
    },
  };
}
