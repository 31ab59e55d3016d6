/** What production judges in the environment (env.ts's parsed Env has them): this file needs nothing else from it. */
export interface ProductionSettings {
  BETTER_AUTH_SECRET: string;
  SITE_URL: string;
  SMTP_URL?: string | undefined;
  MAIL_OUTBOX: boolean;
}

/** Development-only signing secret (public: it is in the repository); refused when NODE_ENV=production. */
export const DEV_AUTH_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

/** The usual floor for a signing key; a generated secret has twice as much or more (ADR 157, superseding ADR 080's count of characters). */
const MIN_SECRET_BITS = 128;
const PLACEHOLDER_WORDS = /change-?me|changez-moi|secret-?here|your-?secret/i;
const SECRET_ADVICE = 'générez-en un avec « openssl rand -base64 48 » et définissez-le dans BETTER_AUTH_SECRET';

/** The size of the alphabet a secret draws from, guessed from the classes of character it uses. */
function alphabetSize(secret: string): number {
  const classes: [RegExp, number][] = [
    [/[0-9]/, 10],
    [/[a-z]/, 26],
    [/[A-Z]/, 26],
    [/[^0-9a-zA-Z]/, 33],
  ];
  return classes.reduce((size, [pattern, count]) => (pattern.test(secret) ? size + count : size), 0);
}

/**
 * A pessimistic estimate of a secret's strength in bits: only characters that do not repeat an earlier
 * three-character sequence count, each for log2 of its alphabet. `0123456789` repeated to 35 characters
 * counts 12 characters of 3.3 bits (40 bits); 32 random letters and digits count about 190.
 */
export function estimatedSecretBits(secret: string): number {
  const seen = new Set<string>();
  for (let index = 0; index < secret.length; index += 1) seen.add(secret.slice(Math.max(0, index - 2), index + 1));
  return Math.floor(seen.size * Math.log2(Math.max(alphabetSize(secret), 1)));
}

function secretRefusal(secret: string): string | null {
  if (secret === DEV_AUTH_SECRET) {
    return `BETTER_AUTH_SECRET : absent ou égal au secret de développement, qui est public (il est dans le dépôt) ; ${SECRET_ADVICE}.`;
  }
  if (PLACEHOLDER_WORDS.test(secret)) return `BETTER_AUTH_SECRET : trop faible (texte d'exemple) ; ${SECRET_ADVICE}.`;
  const bits = estimatedSecretBits(secret);
  if (bits < MIN_SECRET_BITS) {
    return `BETTER_AUTH_SECRET : trop faible (environ ${bits} bits estimés pour ${MIN_SECRET_BITS} exigés : motif répété ou peu de caractères différents) ; ${SECRET_ADVICE}.`;
  }
  return null;
}

function siteUrlRefusal(env: ProductionSettings, siteUrlSet: boolean): string | null {
  if (!siteUrlSet) return "SITE_URL : doit être définie en production, avec l'adresse publique https du site (par exemple SITE_URL=https://club.exemple.fr).";
  if (!env.SITE_URL.startsWith('https://')) {
    return `SITE_URL : ${env.SITE_URL} n'est pas en https ; les cookies de session perdraient l'attribut Secure. Définissez l'adresse https publique du site (SITE_URL=https://club.exemple.fr).`;
  }
  return null;
}

function mailRefusal(env: ProductionSettings): string | null {
  if (env.SMTP_URL || env.MAIL_OUTBOX) return null;
  return "SMTP_URL : aucun moyen d'envoyer les e-mails (vérification, mot de passe oublié) ; définissez SMTP_URL=smtp://utilisateur:motdepasse@hote:port, ou MAIL_OUTBOX=1 pour accepter que les e-mails restent dans la table outbox.";
}

/**
 * What production refuses in the environment (ADR 080), one French line per variable saying what to set.
 * `source` is the raw environment: SITE_URL has a development default, production needs it set.
 */
export function productionEnvRefusals(env: ProductionSettings, source: Record<string, string | undefined>): string[] {
  return [secretRefusal(env.BETTER_AUTH_SECRET), siteUrlRefusal(env, source.SITE_URL !== undefined), mailRefusal(env)].filter(
    (refusal): refusal is string => refusal !== null,
  );
}
