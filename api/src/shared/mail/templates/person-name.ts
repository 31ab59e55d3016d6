/**
 * A person's name as the club's e-mails may show it (issue 27, ADR 160). Names are typed by anyone who signs
 * up, so a "name" can be a message ("Bonjour votre compte est suspendu, payez sur https://…") that would reach
 * an inbox from the club's address. Every template shows names through this function only:
 * - control, format and invisible characters become spaces (no fake paragraphs, no right-to-left tricks),
 *   spaces collapse, and compatibility forms (full-width letters, ligatures) become their plain letters;
 * - what a mail client would turn into a link stops looking like one: `:`, `/`, `.` and `@` between two
 *   non-space characters are replaced by look-alikes that no linkifier knows (no `://`, no `www.x`, no `a.fr`);
 * - at most NAME_MAX_LENGTH characters, cut on a word when one ends close enough, with an ellipsis.
 * HTML escaping stays the layout's job (renderEmail escapes every text it is given).
 */
export const NAME_MAX_LENGTH = 40;

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u2028\u2029]+/gu;
const LINK_PUNCTUATION: Record<string, string> = {
  ':': '\u2236', // RATIO
  '/': '\u2215', // DIVISION SLASH
  '.': '\u2024', // ONE DOT LEADER
  '\u3002': '\u2024', // an ideographic full stop, which some address parsers read as a dot
  '@': '\uFE6B', // SMALL COMMERCIAL AT
};
const LINK_JOINT = /(?<=\S)[:/.\u3002@](?=\S)/g;

function shorten(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= NAME_MAX_LENGTH) return name;
  const cut = characters.slice(0, NAME_MAX_LENGTH - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // A word cut in its middle is kept when cutting on the last space would lose too much of the name.
  const kept = lastSpace >= NAME_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut;
  return `${kept.replace(/[\s,;:\u2236\u2024-]+$/u, '')}…`;
}

export function nameForEmail(name: string | null | undefined): string {
  const plain = (name ?? '').normalize('NFKC').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  return shorten(plain.replace(LINK_JOINT, (character) => LINK_PUNCTUATION[character] ?? character));
}

/** « Bonjour Léa, » — or « Bonjour, » when there is no name to show. */
export function greeting(name: string | null | undefined): string {
  const shown = nameForEmail(name);
  return shown ? `Bonjour ${shown},` : 'Bonjour,';
}
