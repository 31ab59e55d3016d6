import { median } from '../lib/median';
import type { Measure } from './measure';

/** One measure with what the machine was doing meanwhile. */
export interface Run extends Measure {
  run: number;
  /** Server CPU time per request, in µs (user + system of the API process). */
  'API CPU µs/req': number;
  /** PostgreSQL backends' CPU time per request, in µs (0 on SQLite). */
  'PG CPU µs/req': number;
  /** 1-minute load average when the measure started (2 cores: above 2, others were queuing too). */
  load: number;
}

export interface Median {
  scenario: string;
  runs: number;
  'req/s': number;
  'p50 (ms)': number;
  'p99 (ms)': number;
  'API CPU µs/req': number;
  'PG CPU µs/req': number;
  'req/s min–max': string;
  'load min–max': string;
}

/** Medians per scenario, in the order scenarios first appear. */
export function medians(runs: readonly Run[]): Median[] {
  const scenarios = [...new Set(runs.map((run) => run.scenario))];
  return scenarios.map((scenario) => {
    const of = runs.filter((run) => run.scenario === scenario);
    const pick = (key: 'req/s' | 'p50 (ms)' | 'p99 (ms)' | 'API CPU µs/req' | 'PG CPU µs/req') => Math.round(median(of.map((run) => run[key])) * 10) / 10;
    const rates = of.map((run) => run['req/s']);
    const loads = of.map((run) => run.load);
    return {
      scenario,
      runs: of.length,
      'req/s': pick('req/s'),
      'p50 (ms)': pick('p50 (ms)'),
      'p99 (ms)': pick('p99 (ms)'),
      'API CPU µs/req': pick('API CPU µs/req'),
      'PG CPU µs/req': pick('PG CPU µs/req'),
      'req/s min–max': `${Math.min(...rates)}–${Math.max(...rates)}`,
      'load min–max': `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
    };
  });
}
