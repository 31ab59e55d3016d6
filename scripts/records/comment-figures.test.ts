import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALLOWED_FIGURES } from './allowed-figures';
import { commentFigures } from './comment-figures';
import { repositoryFiles, SOURCE_FILE } from './repository-files';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('code comments quote no benchmark figure (whole repository)', () => {
  const found = repositoryFiles(ROOT)
    .filter((file) => SOURCE_FILE.test(file))
    .flatMap((file) => commentFigures(file, readFileSync(join(ROOT, file), 'utf8')));
  const allowed = (where: string, figure: string) => ALLOWED_FIGURES.some((entry) => where.startsWith(`${entry.file}:`) && entry.figures.includes(figure));

  it('keeps measures in an ADR or bench/results/, the comment linking it', () => {
    const figures = found.filter(({ where, figure }) => !allowed(where, figure)).map(({ where, figure, line }) => `${where}  « ${figure} »  ${line}`);
    expect(figures, `${figures.length} figure(s) to move (docs/decisions/README.md):\n${figures.join('\n')}`).toEqual([]);
  });

  it('allows no figure that is no longer there', () => {
    const stale = ALLOWED_FIGURES.flatMap(({ file, figures }) =>
      figures.filter((figure) => !found.some((hit) => hit.where.startsWith(`${file}:`) && hit.figure === figure)).map((figure) => `${file}  « ${figure} »`),
    );
    expect(stale).toEqual([]);
  });
}, 120_000); // parses every source file of the repository

describe('commentFigures', () => {
  const figures = (source: string) => commentFigures('x.ts', source).map(({ figure }) => figure);

  it('finds times, sizes, throughputs, ratios and percentages in line and block comments', () => {
    expect(figures('// took 1.3 s of CPU, 0.3 ms against 2.4 ms\nconst a = 1;')).toEqual(['1.3 s', '0.3 ms', '2.4 ms']);
    expect(figures('/**\n * 9 KB (brotli), 1,200 req/s, 360–410 µs\n */\nexport const b = 2;')).toEqual(['9 KB', '1,200 req/s', '410 µs']);
    expect(figures('const c = 3; // 0.83× of main, 14–20% of the CPU')).toEqual(['0.83×', '20%']);
  });

  it('leaves code, strings, dimensions, the CPU slowdown setting, percent escapes and specifications alone', () => {
    expect(figures("const timeout = '10 s'; const ratio = 2 * 3;")).toEqual([]);
    expect(figures('// a 24×24 grid, 390 × 844, at CPU ×4, `%E0%A4%A`, 429s, 3 attempts\nconst d = 4;')).toEqual([]);
    expect(figures('/** Spec §7: 10 s. */\nconst e = 5;')).toEqual([]);
  });

  it('names the line of each figure', () => {
    expect(commentFigures('x.ts', 'const f = 6;\n/*\n * about 20 KB\n */\n').map(({ where }) => where)).toEqual(['x.ts:3']);
  });
});
