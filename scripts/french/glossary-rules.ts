/**
 * The words docs/FRENCH.md §2 rules out of the texts we write, each with the word to say instead.
 * `english: true`: an English leftover that code also uses as an identifier ('email', 'slug', '/auth/login'),
 * so it is only looked for in texts a person reads (see looksLikeProse).
 */
export interface GlossaryRule {
  pattern: RegExp;
  say: string;
  english?: boolean;
}

const W = '[\\p{L}\\p{N}_-]';
const word = (body: string, flags = 'iu') => new RegExp(`(?<!${W})(?:${body})(?!${W})`, flags);
/** An English word, not part of a path ('/dashboard', '/auth/login'). */
const english = (body: string) => new RegExp(`(?<![\\p{L}\\p{N}_/.-])(?:${body})(?![\\p{L}\\p{N}_/-])`, 'iu');

export const GLOSSARY_RULES: GlossaryRule[] = [
  { pattern: word("demandes? d'adhésion"), say: 'candidature' },
  { pattern: word('double authentification'), say: 'validation en deux étapes' },
  { pattern: word('vérification en deux étapes'), say: 'validation en deux étapes' },
  { pattern: word('2FA', 'u'), say: 'validation en deux étapes' },
  { pattern: word("usurpations?(?: d'identité)?"), say: 'se connecter en tant que… / « Connecté en tant que »' },
  { pattern: english('impersonation|impersonate|impersonating'), say: 'se connecter en tant que… / « Connecté en tant que »', english: true },
  { pattern: /^Système$/u, say: "Automatique (suit l'appareil)" },
  { pattern: word('comme mon appareil'), say: "Automatique (suit l'appareil)" },
  { pattern: word('personnes handicapées'), say: 'places PMR (personnes à mobilité réduite)' },
  { pattern: english('slugs?'), say: 'adresse', english: true },
  { pattern: english('panel'), say: 'tableau de bord', english: true },
  { pattern: english('dashboard'), say: 'tableau de bord', english: true },
  { pattern: english('e?mails?'), say: 'e-mail (or « adresse e-mail »)', english: true },
  { pattern: english('log ?in|log ?out|sign ?in|sign ?out'), say: '« Se connecter », « Se déconnecter », compte, identifiant', english: true },
  { pattern: english('username'), say: 'identifiant', english: true },
  {
    pattern: word(
      '(?:êtes|es|suis|serez|étiez|êtes-vous)\\s+(?:(?:déjà|bien|encore|maintenant|pas|plus|toujours)\\s+)*(?:inscrit|désinscrit|connecté|déconnecté|abonné|désabonné)s?(?!\\(e\\))|déjà inscrit\\s*\\?',
    ),
    say: 'neutral wording: « Inscription confirmée », « Vous avez déjà un compte ? »',
  },
  { pattern: word('quoi que ce soit'), say: 'say what the person does next, not a note to the developer' },
];
