import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readDigests, recordDigest, recordProblems, sealedDigests } from './adr-digests';
import { ADR_FILE_NAME, DECISIONS_FOLDER, declaredReplacements, indexedReplacements, readAdrs, supersedes, type Adr, type Replacement } from './adr-records';
import { adrReferences } from './adr-references';
import { repositoryFiles } from './repository-files';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADRS = readAdrs(ROOT);

/** These tests' own ADRs are made up (`010-x.md`). */
const MADE_UP_ADRS = /^scripts\/records\/.*\.test\.ts$/;

const report = (lines: string[]) => `${lines.length} problem(s):\n${lines.join('\n')}`;

describe('the ADRs of docs/decisions (whole repository)', () => {
  it('are named NNN-title.md, one file per number', () => {
    const files = readdirSync(join(ROOT, DECISIONS_FOLDER)).filter((file) => file !== 'README.md' && file !== '.digests');
    const misnamed = files.filter((file) => !ADR_FILE_NAME.test(file)).map((file) => `${file}: not NNN-title.md`);
    const duplicates = ADRS.filter((adr, index) => ADRS.findIndex((other) => other.number === adr.number) !== index).map(
      (adr) =>
        `${adr.number}: ${ADRS.filter((other) => other.number === adr.number)
          .map((other) => other.file)
          .join(', ')}`,
    );
    const problems = [...misnamed, ...duplicates];
    expect(problems, report(problems)).toEqual([]);
  });

  it('are named, in every file of the repository, by a file name or a number that exists', () => {
    const files = new Set(ADRS.map((adr) => adr.file));
    const numbers = new Set(ADRS.map((adr) => adr.number));
    const broken = repositoryFiles(ROOT)
      .filter((file) => !MADE_UP_ADRS.test(file))
      .flatMap((file) => adrReferences(file, readFileSync(join(ROOT, file), 'utf8')))
      .filter(({ target }) => (target.endsWith('.md') ? !files.has(target) : !numbers.has(target)))
      .map(({ where, target }) => `${where}  ${target}`);
    expect(broken, report(broken)).toEqual([]);
  }, 60_000); // reads every text file of the repository

  it(`link what they supersede, and ${DECISIONS_FOLDER}/README.md lists every replacement (the old ADR is not edited)`, () => {
    const problems = supersessionProblems(ADRS, readFileSync(join(ROOT, DECISIONS_FOLDER, 'README.md'), 'utf8'));
    expect(problems, report(problems)).toEqual([]);
  });

  it(`are append-only: a frozen ADR never changes (${DECISIONS_FOLDER}/.digests)`, () => {
    const problems = recordProblems(ADRS, readDigests(ROOT)).map(({ file, problem }) => `${file}: ${problem}`);
    expect(problems, report(problems)).toEqual([]);
  });
});

const pair = ({ old, by }: Replacement) => `${old} ← ${by}`;

/** A declaration naming an ADR that does not exist, and every difference between the declarations and the README's index. */
function supersessionProblems(adrs: Adr[], readme: string): string[] {
  const numbers = new Set(adrs.map((adr) => adr.number));
  const declared = declaredReplacements(adrs).map(pair);
  const indexed = indexedReplacements(readme).map(pair);
  return [
    ...declaredReplacements(adrs)
      .filter(({ old }) => !numbers.has(old))
      .map(({ old, by }) => `${by}: supersedes ${old}, which does not exist`),
    ...declared.filter((line) => !indexed.includes(line)).map((line) => `README.md: « - [old](…) ← [new](…) » missing for ${line}`),
    ...indexed.filter((line) => !declared.includes(line)).map((line) => `README.md: ${line} is not declared by « Supersedes » in the newer ADR`),
  ];
}

const adr = (number: string, text: string): Adr => ({ number, file: `${number}-x.md`, text });

describe('supersession', () => {
  const next = adr('020', '# 020 — New\n\nSupersedes [010](010-x.md); keeps [005](005-x.md).\n\n## Context\nNow.\n');
  const adrs = [adr('010', '# 010 — Old\n\n## Context\nThen.\n'), next];
  const readme = '## Superseded\n- [010](010-x.md) ← [020](020-x.md)\n';

  it('reads the declaration up to its first clause, linked or named', () => {
    expect(supersedes(next.text)).toEqual({ linked: ['010'], unlinked: [] });
    expect(supersedes('# 030 — T\n\nSupersedes the table of ADR 002. The rest stands.\n')).toEqual({ linked: [], unlinked: ['002'] });
    expect(supersedes('# 030 — T\n\nBuilds on [010](010-x.md).\n')).toBeUndefined();
  });

  it("fails when the README's index misses a replacement, lists one nobody declared, or a declaration names no ADR", () => {
    expect(supersessionProblems(adrs, readme)).toEqual([]);
    expect(supersessionProblems(adrs, '## Superseded\n')).toEqual(['README.md: « - [old](…) ← [new](…) » missing for 010 ← 020']);
    expect(supersessionProblems([adrs[0]!, adr('020', '# 020 — New\n\n## Context\n')], readme)).toEqual([
      'README.md: 010 ← 020 is not declared by « Supersedes » in the newer ADR',
    ]);
    expect(supersessionProblems([next], readme)).toEqual(['020: supersedes 010, which does not exist']);
  });
});

describe('append-only records', () => {
  const adrs = ['001', '002', '003', '004', '005', '006'].map((number) => adr(number, `# ${number} — T\n\nSee [ADR 001](001-x.md).\n`));
  const sealed = sealedDigests(adrs, new Map()).digests;

  it('refuses any change of a frozen ADR, a line or a link included', () => {
    expect(recordProblems(adrs, sealed)).toEqual([]);
    const backLink = [adr('001', '# 001 — T\n> Superseded by [007](007-y.md).\n\nSee [ADR 001](001-x.md).\n'), ...adrs.slice(1)];
    expect(recordProblems(backLink, sealed).map(({ file }) => file)).toEqual(['001-x.md']);
    const rewritten = [adr('001', '# 001 — T\n\nSee ADR 001, updated.\n'), ...adrs.slice(1)];
    expect(recordProblems(rewritten, sealed).map(({ file }) => file)).toEqual(['001-x.md']);
    expect(sealedDigests(rewritten, sealed).refused).toEqual(['001-x.md']);
  });

  it('leaves the newest ADRs open to corrections, and asks for a new one to be sealed', () => {
    const corrected = [...adrs.slice(0, 5), adr('006', '# 006 — T\n\nCorrected.\n')];
    expect(recordProblems(corrected, sealed)).toEqual([]);
    expect(recordDigest(corrected[5]?.text ?? '')).not.toBe(sealed.get('006-x.md'));
    expect(recordProblems([...adrs, adr('007', '# 007 — New\n')], sealed).map(({ file }) => file)).toEqual(['007-x.md']);
  });
});
