import type { Env } from './env';

/** Development-only signing secret (public: it is in the repository); refused when NODE_ENV=production. */
export const DEV_AUTH_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

/** Fewer different characters than this is a pattern, not a random secret (ADR 080). */
const MIN_DISTINCT_SECRET_CHARACTERS = 10;
const PLACEHOLDER_WORDS = /change-?me|changez-moi|secret-?here|your-?secret/i;
const SECRET_ADVICE = 'générez-en un avec « openssl rand -base64 48 » et définissez-le dans BETTER_AUTH_SECRET';

function secretRefusal(secret: string): string | null {
  if (secret === DEV_AUTH_SECRET) {
    return `BETTER_AUTH_SECRET : absent ou égal au secret de développement, qui est public (il est dans le dépôt) ; ${SECRET_ADVICE}.`;
  }
  if (new Set(secret).size < MIN_DISTINCT_SECRET_CHARACTERS || PLACEHOLDER_WORDS.test(secret)) {
    return `BETTER_AUTH_SECRET : trop faible (motif répété ou texte d'exemple) ; ${SECRET_ADVICE}.`;
  }
  return null;
}

function siteUrlRefusal(env: Env, siteUrlSet: boolean): string | null {
  if (!siteUrlSet) return 'SITE_URL : doit être définie en production, avec l’adresse publique https du site (par exemple SITE_URL=https://club.exemple.fr).';
  if (!env.SITE_URL.startsWith('https://')) {
    return `SITE_URL : ${env.SITE_URL} n’est pas en https ; les cookies de session perdraient l’attribut Secure. Définissez l’adresse https publique du site (SITE_URL=https://club.exemple.fr).`;
  }
  return null;
}

function mailRefusal(env: Env): string | null {
  if (env.SMTP_URL || env.MAIL_OUTBOX) return null;
  return 'SMTP_URL : aucun moyen d’envoyer les e-mails (vérification, mot de passe oublié) ; définissez SMTP_URL=smtp://utilisateur:motdepasse@hote:port, ou MAIL_OUTBOX=1 pour accepter que les e-mails restent dans la table outbox.';
}

/**
 * What production refuses in the environment (ADR 080), one French line per variable saying what to set.
 * `source` is the raw environment: SITE_URL has a development default, production needs it set.
 */
export function productionEnvRefusals(env: Env, source: Record<string, string | undefined>): string[] {
  return [secretRefusal(env.BETTER_AUTH_SECRET), siteUrlRefusal(env, source.SITE_URL !== undefined), mailRefusal(env)].filter(
    (refusal): refusal is string => refusal !== null,
  );
}
