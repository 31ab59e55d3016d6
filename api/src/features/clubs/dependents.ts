/** « 1 catégorie », « 14 membres ». */
export const counted = (count: number, singular: string, plural: string) => `${count} ${count > 1 ? plural : singular}`;

/** « a », « a et b », « a, b et c ». */
function joined(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} et ${parts.at(-1)}`;
}

/**
 * The refusal of a deletion that would take other records with it (ADR 112), e.g.
 * « Impossible de supprimer la section « Football » : 2 catégories et 14 membres en dépendent. »
 * Returns null when nothing depends on the record.
 */
export function dependentsRefusal(what: string, dependents: [count: number, singular: string, plural: string][]): string | null {
  const present = dependents.filter(([count]) => count > 0).map(([count, singular, plural]) => counted(count, singular, plural));
  if (present.length === 0) return null;
  const total = dependents.reduce((sum, [count]) => sum + count, 0);
  return `Impossible de supprimer ${what} : ${joined(present)} ${total > 1 ? 'en dépendent' : 'en dépend'}.`;
}
