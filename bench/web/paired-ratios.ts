import type { PageMeasure } from './measure-page';
import { median } from '../lib/median';

/**
 * Each load of this build divided by the baseline's load taken right before or after it (same machine
 * load, same minute), then the median and spread of those ratios: on a shared machine whose speed moves
 * from one minute to the next, a ratio of two loads taken together says more than two medians taken
 * minutes apart. Pairs where either load has no figure are left out.
 */
export function pairedRatio(current: PageMeasure[], baseline: PageMeasure[], figure: (run: PageMeasure) => number | null): string {
  const ratios = current
    .map((run, index) => {
      const mine = figure(run);
      const theirs = baseline[index] ? figure(baseline[index]) : null;
      return mine !== null && theirs ? mine / theirs : Number.NaN;
    })
    .filter((ratio) => !Number.isNaN(ratio))
    .sort((a, b) => a - b);
  if (!ratios.length) return 'n/a';
  return `${median(ratios).toFixed(2)}× (${ratios[0]!.toFixed(2)}–${ratios[ratios.length - 1]!.toFixed(2)}, ${ratios.length} paires)`;
}
