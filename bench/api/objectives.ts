import { CEILING } from './ratios';

/** The rooms list, the read the target is set on. */
export const ROOMS_LIST = 'GET /api/rooms?page=1&limit=50';

/**
 * The API's objectives, as ratios of measures taken in the same run, never as absolute figures (they depend
 * on the machine and its load): docs/decisions/188-kysely-and-pg-public-apis.md.
 */
const OBJECTIVES = {
  /** The rooms list's req/s ÷ the same build's ceiling, on each database. */
  roomsShareOfCeiling: 0.5,
  /** Each read's req/s ÷ the baseline build's (BENCH_COMPARE), on each database. */
  readShareOfBaseline: 0.85,
};

type Row = Record<string, string | number>;

/** One line per objective and database, from the rows of `ratios()`: what was measured and whether it holds. */
export function objectiveLines(rows: readonly Row[], current: string, baseline: string | undefined): string[] {
  const ours = rows.filter((row) => row.build === current);
  const lines = ours
    .filter((row) => row.read === ROOMS_LIST)
    .map((row) => {
      const share = Number(row['÷ plafond']);
      const ok = share >= OBJECTIVES.roomsShareOfCeiling;
      return `[${row.database}] ${ROOMS_LIST} ÷ ${CEILING} = ${share} : ${ok ? 'objectif atteint' : 'objectif NON atteint'} (≥ ${OBJECTIVES.roomsShareOfCeiling})`;
    });
  if (!baseline || baseline === current) return lines;
  for (const row of ours.filter((line) => line.read !== CEILING)) {
    const share = Number(row['÷ baseline']);
    const ok = share >= OBJECTIVES.readShareOfBaseline;
    lines.push(`[${row.database}] ${row.read} ÷ ${baseline} = ${share} : ${ok ? 'objectif atteint' : 'objectif NON atteint'} (≥ ${OBJECTIVES.readShareOfBaseline})`);
  }
  return lines;
}
