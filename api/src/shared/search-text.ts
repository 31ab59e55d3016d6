/**
 * Searchable text: lower case, accents removed, spaces collapsed. Rows store it in `search_text` and
 * searches are normalised the same way, so "ecole" finds "École" on SQLite and PostgreSQL alike.
 */
export function normalizeSearchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern matching `search` anywhere, with LIKE's wildcards escaped (used with `escape '\'`). */
export function containsPattern(search: string): string {
  return `%${normalizeSearchText(search).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
