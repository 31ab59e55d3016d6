import { GLOSSARY_RULES } from './glossary-rules';
import type { SourceText } from './source-texts';
import { SPEC_QUOTED_TEXTS } from './spec-quoted-texts';

export interface Finding {
  where: string;
  found: string;
  say: string;
}

const FRENCH_MARKER =
  /[àâçéèêëîïôûùüÿœ]|(?<![\p{L}])(?:le|la|les|de|des|du|un|une|votre|vos|vous|et|est|pour|sur|par|au|aux|ne|pas|ce|cette|ses|nous|à)(?![\p{L}])|(?<![\p{L}])(?:[dlnjs]|qu)['’]\p{L}/iu;
/** A one-word label such as 'Email' or 'Slug'. */
const LABEL = /^[A-ZÀ-Ý][\p{Ll}'’-]+\s?[.:!?…]?$/u;

/** A text a person reads, as opposed to an identifier, a path, a test's English title, SQL or CSS. */
export function looksLikeProse({ text, jsx }: SourceText): boolean {
  return jsx || LABEL.test(text.trim()) || (/\s/.test(text.trim()) && FRENCH_MARKER.test(text));
}

function withoutSpecTexts(text: string): string {
  return SPEC_QUOTED_TEXTS.reduce((rest, { text: quoted }) => rest.split(quoted).join(' '), text.replace(/’/g, "'"));
}

/** A no-break space, as a character or as the HTML entity (e-mails and pages written as HTML). */
const NO_BREAK = '(?:[\\u00a0\\u202f]|&nbsp;|&#8239;)';

/** What FRENCH.md rules out in one text: the glossary's words, the curly apostrophe, guillemets that may break. */
export function findingsOf(source: SourceText, { typography }: { typography: boolean }): Finding[] {
  const where = `${source.file}:${source.line}`;
  const findings: Finding[] = [];
  if (source.text.includes('’')) findings.push({ where, found: '’', say: "the straight apostrophe ' (one choice for the whole site)" });
  const text = withoutSpecTexts(source.text);
  const prose = looksLikeProse(source);
  for (const rule of GLOSSARY_RULES) {
    if (rule.english && !prose) continue;
    const match = rule.pattern.exec(text);
    if (match) findings.push({ where, found: match[0], say: rule.say });
  }
  if (typography) {
    const breaking = new RegExp(`«(?!${NO_BREAK})|(?<!${NO_BREAK})»`, 'u').exec(source.text);
    if (breaking) findings.push({ where, found: breaking[0], say: 'guillemets with no-break spaces inside: quoteName() of @club/contracts or « and » with U+00A0' });
  }
  return findings;
}
