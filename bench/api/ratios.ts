import { median } from '../lib/median';
import type { Run } from './summary';

/** A measure with the database and the build it was taken on; `read` is the scenario alone. */
export interface TaggedRun extends Run {
  database: string;
  build: string;
  read: string;
}

/**
 * The ceiling every read is compared with: the framework's own answer, without a database query or a
 * session (the cheapest public read, asked first by every page; docs/decisions/188-kysely-and-pg-public-apis.md).
 */
export const CEILING = 'GET /api/runtime-config';

const ratio = (value: number, of: number) => (of > 0 ? Math.round((value / of) * 100) / 100 : NaN);

/**
 * Figures that hold across machines, since they compare measures of the same run: each read's median
 * req/s as a share of the same build's ceiling (`÷ plafond`, CEILING) and, with several builds, as a share
 * of the baseline build's (`÷ baseline`, with the spread of the ratios of runs measured back to back),
 * beside the p99 and the CPU per request. One row per database, read and build.
 */
export function ratios(runs: readonly TaggedRun[], builds: readonly string[], baseline: string | undefined): Record<string, string | number>[] {
  const keys = [...new Set(runs.map((run) => `${run.database}\u0000${run.read}`))];
  return keys.flatMap((key) => {
    const [database, read] = key.split('\u0000') as [string, string];
    const of = (build: string, what = read) => runs.filter((run) => run.database === database && run.build === build && run.read === what);
    const rate = (build: string, what = read) => median(of(build, what).map((run) => run['req/s']));
    const cpu = (build: string, what = read) => median(of(build, what).map((run) => run['API CPU µs/req'] + run['PG CPU µs/req']));
    return builds.map((build) => {
      const row: Record<string, string | number> = {
        database,
        read,
        build,
        'req/s': Math.round(rate(build)),
        '÷ plafond': read === CEILING ? 1 : ratio(rate(build), rate(build, CEILING)),
      };
      if (baseline) {
        row['÷ baseline'] = ratio(rate(build), rate(baseline));
        const paired = of(build).flatMap((run) => {
          const twin = of(baseline).find((other) => other.run === run.run);
          return twin ? [ratio(run['req/s'], twin['req/s'])] : [];
        });
        row['÷ baseline par passage'] = `${Math.min(...paired)}–${Math.max(...paired)}`;
      }
      // CPU per request moves less than req/s with the machine's load: the same share, read from CPU.
      row['÷ plafond (CPU)'] = read === CEILING ? 1 : ratio(cpu(build, CEILING), cpu(build));
      row['p99 (ms)'] = median(of(build).map((run) => run['p99 (ms)']));
      row['API CPU µs/req'] = Math.round(median(of(build).map((run) => run['API CPU µs/req'])));
      row['PG CPU µs/req'] = Math.round(median(of(build).map((run) => run['PG CPU µs/req'])));
      return row;
    });
  });
}
