/** One place where a file names an ADR, and what it names. */
export interface AdrReference {
  where: string;
  /** `019-admin-first-visit-critical-path.md` (a file name), or `019` (a number). */
  target: string;
}

/** An ADR's file name, whatever the path before it (`[019](019-….md)`, `docs/decisions/019-….md`, `../decisions/019-….md`). */
const ADR_FILE = /(?<![\w-])\d{3}-[a-z0-9][a-z0-9-]*\.md\b/g;

/** An ADR by its number: `docs/decisions/018` (a path cut short) or « ADR 156 ». */
const ADR_NUMBER = /(?:\bdocs\/decisions\/|\bADR )(\d{3})(?![\w-])/g;

/** The ADRs a file's text names, by file name or by number, with their line. */
export function adrReferences(file: string, text: string): AdrReference[] {
  return text.split('\n').flatMap((line, index) => {
    const where = `${file}:${index + 1}`;
    const byFile = [...line.matchAll(ADR_FILE)].map((match) => ({ where, target: match[0] }));
    const byNumber = [...line.matchAll(ADR_NUMBER)].map((match) => ({ where, target: match[1] ?? '' }));
    return [...byFile, ...byNumber];
  });
}
