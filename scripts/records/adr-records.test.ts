import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normalisedRecord, readDigests, recordDigest, recordProblems, sealedDigests } from './adr-digests';
import { ADR_FILE_NAME, DECISIONS_FOLDER, readAdrs, supersededBy, supersedes, type Adr } from './adr-records';
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

  it('link what they supersede, and the superseded ones link back with « Superseded by »', () => {
    expect(supersessionProblems(ADRS), report(supersessionProblems(ADRS))).toEqual([]);
  });

  it(`are append-only: a frozen ADR changes only by a « Superseded by » line or its links (${DECISIONS_FOLDER}/.digests)`, () => {
    const problems = recordProblems(ADRS, readDigests(ROOT)).map(({ file, problem }) => `${file}: ${problem}`);
    expect(problems, report(problems)).toEqual([]);
  });
});

/** Every broken half of a supersession: an unlinked declaration, a missing or unanswered « Superseded by ». */
function supersessionProblems(adrs: Adr[]): string[] {
  const byNumber = new Map(adrs.map((adr) => [adr.number, adr]));
  const declared = new Map(adrs.map((adr) => [adr.number, supersedes(adr.text)]));
  const problems: string[] = [];
  for (const adr of adrs) {
    const declaration = declared.get(adr.number);
    for (const number of declaration?.unlinked ?? []) problems.push(`${adr.file}: supersedes ADR ${number} without linking it`);
    for (const number of declaration?.linked ?? []) {
      const old = byNumber.get(number);
      if (!old) problems.push(`${adr.file}: supersedes ${number}, which does not exist`);
      else if (!supersededBy(old.text).includes(adr.number)) problems.push(`${old.file}: no « Superseded by [${adr.number}](${adr.file}) » line under its title`);
    }
    for (const number of supersededBy(adr.text)) {
      if (!declared.get(number)?.linked.includes(adr.number))
        problems.push(`${adr.file}: « Superseded by » ${number}, whose first paragraph does not say « Supersedes [${adr.number}](…) »`);
    }
  }
  return problems;
}

const adr = (number: string, text: string): Adr => ({ number, file: `${number}-x.md`, text });

describe('supersession', () => {
  const old = adr('010', '# 010 — Old\n\n## Context\nThen.\n');
  const answered = adr('010', '# 010 — Old\n> Superseded by [020](020-x.md).\n\n## Context\nThen.\n');
  const next = adr('020', '# 020 — New\n\nSupersedes [010](010-x.md); keeps [005](005-x.md).\n\n## Context\nNow.\n');

  it('reads the declaration up to its first clause, links only', () => {
    expect(supersedes(next.text)).toEqual({ linked: ['010'], unlinked: [] });
    expect(supersedes('# 030 — T\n\nSupersedes the table of ADR 002. The rest stands.\n')).toEqual({ linked: [], unlinked: ['002'] });
    expect(supersedes('# 030 — T\n\nBuilds on [010](010-x.md).\n')).toBeUndefined();
  });

  it('fails when the superseded ADR does not link back, or a « Superseded by » is not answered', () => {
    expect(supersessionProblems([old, next])).toEqual(['010-x.md: no « Superseded by [020](020-x.md) » line under its title']);
    expect(supersessionProblems([answered, next])).toEqual([]);
    expect(supersessionProblems([answered, adr('020', '# 020 — New\n\n## Context\n')])).toHaveLength(1);
  });
});

describe('append-only records', () => {
  const adrs = ['001', '002', '003', '004', '005', '006'].map((number) => adr(number, `# ${number} — T\n\nSee [ADR 001](001-x.md).\n`));
  const sealed = sealedDigests(adrs, new Map()).digests;

  it('lets a frozen ADR gain a « Superseded by » line and fix its links, nothing else', () => {
    const superseded = '# 001 — T\n> Superseded by [007](007-y.md).\n\nSee [ADR 001](001-renamed.md).\n';
    expect(normalisedRecord(superseded)).toBe(normalisedRecord(adrs[0]?.text ?? ''));
    expect(recordProblems([adr('001', superseded), ...adrs.slice(1)], sealed)).toEqual([]);
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
