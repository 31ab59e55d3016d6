/**
 * French typography for names pasted into sentences (docs: FRENCH.md §3). Pure, shared by the API's
 * e-mails and every remote.
 */

/** The no-break space that keeps guillemets, « : ; ! ? » and units with their word. */
export const NBSP = '\u00a0';

/** « name », with no-break spaces inside so the guillemets never end up alone at a line's end or start. */
export function quoteName(name: string): string {
  return `«\u00a0${name.trim()}\u00a0»`;
}

const VOWEL_START = /^[aeiouyàâäéèêëîïôöûüœæ]/i;

/** First words of club names that take an article: « de l'Union… », « du Stade… », « de la Jeunesse… ». */
const ARTICLE_BY_FIRST_WORD: Record<string, "l'" | 'le' | 'la'> = {
  union: "l'",
  association: "l'",
  amicale: "l'",
  entente: "l'",
  étoile: "l'",
  espérance: "l'",
  alliance: "l'",
  avenir: "l'",
  olympique: "l'",
  académie: "l'",
  école: "l'",
  club: 'le',
  cercle: 'le',
  stade: 'le',
  racing: 'le',
  sporting: 'le',
  foyer: 'le',
  groupe: 'le',
  comité: 'le',
  jeunesse: 'la',
  société: 'la',
  section: 'la',
  fédération: 'la',
  ligue: 'la',
};

const ARTICLES = /^(?:(l['\u2019])|(les|le|la)\s)/i;

/**
 * « de » before a name, with the elision and the contractions French requires: « de Football »,
 * « d'Adultes », « d'Émilie Roux », « de l'Union Sportive des Coteaux », « du Stade Français »,
 * « des Aigles » (a name starting with « Les »). A name is never pasted after « de » without it.
 */
export function withDe(name: string): string {
  const trimmed = name.trim();
  const article = ARTICLES.exec(trimmed);
  if (article) {
    const rest = trimmed.slice(article[0].length);
    if (article[1]) return `de l'${rest}`;
    const which = article[2]!.toLowerCase();
    return which === 'le' ? `du ${rest}` : which === 'les' ? `des ${rest}` : `de la ${rest}`;
  }
  const firstWord = trimmed.split(/[\s-]/)[0]!.toLowerCase();
  const implied = ARTICLE_BY_FIRST_WORD[firstWord];
  if (implied === "l'") return `de l'${trimmed}`;
  if (implied === 'le') return `du ${trimmed}`;
  if (implied === 'la') return `de la ${trimmed}`;
  return VOWEL_START.test(trimmed) ? `d'${trimmed}` : `de ${trimmed}`;
}
