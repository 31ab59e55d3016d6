import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates and times are entered with the native pickers of DateField, TimeField and DateTimeField, the same on every
 * form (FRENCH.md §4): this scan fails when a form brings back a text entry for one.
 */
const ROOT = join(import.meta.dirname, '../../../..');
const SOURCE_DIRS = ['libs', 'shell', ...readdirSync(ROOT).filter((name) => name.startsWith('mf-'))];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A typed date or time asked by a placeholder or a hint: « jj/mm/aaaa », « hh:mm », « AAAA-MM-JJ ». */
const TYPED_DATE_HINT = /\b(placeholder|hint)\b.*(jj\/mm|hh:mm|aaaa-mm|mm\/aaaa)/i;
/** A text field named like a date or a time (startAt, day, startTime, dateOfBirth, until…). */
const TEXT_FIELD_FOR_DATE = /<TextField\b[^>]*\bname="(\w*(?:[dD]ate|[dD]ay|[tT]ime|At|[uU]ntil|[bB]irth)\w*)"/;

export function typedDateEntries(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const where = `${relative(ROOT, path)}:${index + 1}`;
    const found: string[] = [];
    if (TYPED_DATE_HINT.test(line)) found.push(`${where} asks for a typed date or time: ${line.trim()}`);
    const field = TEXT_FIELD_FOR_DATE.exec(line);
    if (field) found.push(`${where} enters « ${field[1]} » in a text field`);
    return found;
  });
}

describe('date and time fields', () => {
  it('are native pickers on every form: no text entry of a date or a time', () => {
    const problems = SOURCE_DIRS.flatMap((dir) => sources(join(ROOT, dir))).flatMap((path) => typedDateEntries(path, readFileSync(path, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('catches a form bringing one back', () => {
    expect(typedDateEntries('/x.tsx', '<TextField name="day" label="Date" placeholder="jj/mm/aaaa" />')).toHaveLength(2);
    expect(typedDateEntries('/x.tsx', '<TextField name="startAt" label="Début" />')).toHaveLength(1);
    expect(typedDateEntries('/x.tsx', "const TIME_INPUT = { type: 'text', placeholder: 'hh:mm' };")).toHaveLength(1);
    expect(typedDateEntries('/x.tsx', '<TextField name="title" label="Titre" />')).toEqual([]);
  });
});
