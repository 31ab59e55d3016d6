import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the ADRs live, relative to the repository's root. */
export const DECISIONS_FOLDER = 'docs/decisions';

/** An ADR file's name: three digits, a dash, a kebab-case title. */
export const ADR_FILE_NAME = /^(\d{3})-[a-z0-9][a-z0-9-]*\.md$/;

export interface Adr {
  number: string;
  file: string;
  text: string;
}

/** The ADR files of `docs/decisions` (README.md and the digests are not ADRs), sorted by name. */
export function readAdrs(root: string): Adr[] {
  const folder = join(root, DECISIONS_FOLDER);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
    .map((file) => ({ number: file.slice(0, 3), file, text: readFileSync(join(folder, file), 'utf8') }));
}

/** An ADR linked in Markdown: `[019](019-admin-first-visit-critical-path.md)` gives `019`. */
const ADR_LINK = /\]\((?:[./\w-]*\/)?(\d{3})-[a-z0-9][a-z0-9-]*\.md\)/g;

const linkedNumbers = (text: string) => [...text.matchAll(ADR_LINK)].map((match) => match[1] ?? '');

/** The lines between the title and the first `## ` section. */
function headerLines(text: string): string[] {
  const lines = text.split('\n').slice(1);
  const end = lines.findIndex((line) => line.startsWith('## '));
  return end === -1 ? lines : lines.slice(0, end);
}

/** The first paragraph after the title, when it starts with « Supersedes ». */
function declaration(text: string): string | undefined {
  const paragraphs = headerLines(text)
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const first = paragraphs[0];
  return first !== undefined && /^(?:> ?)?(?:Partly s|S)upersedes\b/.test(first) ? first.replace(/\n(?:> ?)?/g, ' ') : undefined;
}

/**
 * The declaration's first clause: up to the first sentence's end or a `;` outside brackets, parentheses and
 * guillemets (« Supersedes X of [018](…); the rest stays » names 018 only).
 */
function firstClause(paragraph: string): string {
  let depth = 0;
  for (let index = 0; index < paragraph.length; index += 1) {
    const char = paragraph[index];
    if (char === '(' || char === '[' || char === '«') depth += 1;
    else if (char === ')' || char === ']' || char === '»') depth = Math.max(0, depth - 1);
    else if (depth === 0 && (char === ';' || (char === '.' && /^\s+[A-Z]/.test(paragraph.slice(index + 1))))) return paragraph.slice(0, index);
  }
  return paragraph;
}

export interface Supersession {
  /** The ADRs the declaration links. */
  linked: string[];
  /** ADRs the declaration names without a link (« of ADR 002 »). */
  unlinked: string[];
}

/** What an ADR says it supersedes, from its first paragraph (« Supersedes … [018](018-….md) … »); none when it says nothing. */
export function supersedes(text: string): Supersession | undefined {
  const paragraph = declaration(text);
  if (paragraph === undefined) return undefined;
  const clause = firstClause(paragraph);
  const linked = linkedNumbers(clause);
  const withoutLinks = clause.replace(/\[[^\]]*\]\([^)]*\)/g, '');
  const unlinked = [...withoutLinks.matchAll(/\bADRs? (\d{3})\b/g)].map((match) => match[1] ?? '').filter((number) => !linked.includes(number));
  return { linked, unlinked };
}

/** A superseded ADR and the one that replaced it (in whole or in part). */
export interface Replacement {
  old: string;
  by: string;
}

/** Every replacement the ADRs declare, by their « Supersedes » first clauses (linked or named « ADR NNN »). */
export function declaredReplacements(adrs: Adr[]): Replacement[] {
  return adrs.flatMap((adr) => {
    const declared = supersedes(adr.text);
    return declared ? [...declared.linked, ...declared.unlinked].map((old) => ({ old, by: adr.number })) : [];
  });
}

/** The index of `docs/decisions/README.md`: `- [019](019-….md) ← [182](182-….md)` lines. */
export function indexedReplacements(readme: string): Replacement[] {
  return [...readme.matchAll(/^- \[(\d{3})\]\([^)]*\) ← \[(\d{3})\]\([^)]*\)/gm)].map((match) => ({ old: match[1] ?? '', by: match[2] ?? '' }));
}
