import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DECISIONS_FOLDER, type Adr } from './adr-records';

/** The committed manifest: one `<sha-256>  <file>` line per ADR, as `sha256sum` writes them. */
export const DIGESTS_FILE = `${DECISIONS_FOLDER}/.digests`;

/** The newest ADRs (by number) may still be corrected; every older one is frozen. */
export const OPEN_ADRS = 5;

/** An ADR's record is its whole text, byte for byte: a frozen ADR never changes, not even by a line or a link. */
export const recordDigest = (text: string) => createHash('sha256').update(text).digest('hex');

export function readDigests(root: string): Map<string, string> {
  const path = join(root, DIGESTS_FILE);
  if (!existsSync(path)) return new Map();
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  return new Map(lines.map((line) => [line.slice(66), line.slice(0, 64)]));
}

export function writeDigests(root: string, digests: Map<string, string>): void {
  const lines = [...digests].sort(([a], [b]) => a.localeCompare(b)).map(([file, digest]) => `${digest}  ${file}`);
  writeFileSync(join(root, DIGESTS_FILE), `${lines.join('\n')}\n`);
}

/** The numbers of the ADRs still open to corrections: the newest `OPEN_ADRS`. */
function openNumbers(adrs: Adr[]): Set<string> {
  const numbers = [...new Set(adrs.map((adr) => adr.number))].sort();
  return new Set(numbers.slice(-OPEN_ADRS));
}

export interface RecordProblem {
  file: string;
  problem: string;
}

/** Frozen ADRs whose record changed, ADRs missing from the manifest, manifest lines without their ADR. */
export function recordProblems(adrs: Adr[], digests: Map<string, string>): RecordProblem[] {
  const open = openNumbers(adrs);
  const problems: RecordProblem[] = [];
  for (const adr of adrs) {
    const sealed = digests.get(adr.file);
    if (sealed === undefined) problems.push({ file: adr.file, problem: `absent de ${DIGESTS_FILE} : lancez « pnpm adr:seal »` });
    else if (sealed !== recordDigest(adr.text) && !open.has(adr.number))
      problems.push({
        file: adr.file,
        problem: 'ADR figée modifiée : rétablissez son texte et rédigez une nouvelle ADR qui la remplace',
      });
  }
  const files = new Set(adrs.map((adr) => adr.file));
  for (const file of digests.keys()) if (!files.has(file)) problems.push({ file, problem: `ligne de ${DIGESTS_FILE} sans ADR (renommée ou supprimée ?)` });
  return problems;
}

/**
 * The manifest after sealing: new ADRs added, open ones updated, lines of vanished files dropped. A frozen
 * ADR whose record changed is not resealed: it is returned among the refused files.
 */
export function sealedDigests(adrs: Adr[], digests: Map<string, string>): { digests: Map<string, string>; refused: string[] } {
  const open = openNumbers(adrs);
  const next = new Map<string, string>();
  const refused: string[] = [];
  for (const adr of adrs) {
    const sealed = digests.get(adr.file);
    const digest = recordDigest(adr.text);
    if (sealed !== undefined && sealed !== digest && !open.has(adr.number)) {
      refused.push(adr.file);
      next.set(adr.file, sealed);
    } else next.set(adr.file, digest);
  }
  return { digests: next, refused };
}
