import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isTrustworthyOrigin } from './shared/trustworthy-origin';
import { DEV_AUTH_SECRET, productionEnvRefusals } from './env-production';

/** The repository root: the default SQLite file and the static builds are found from here. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const originList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ error: "doit être une liste d'origines séparées par des virgules (https://exemple.fr)" })))
  .transform((urls) => urls.map((url) => new URL(url).origin));

const RETENTION_MONTHS_ERROR = 'doit être un nombre entier de mois, de 1 à 120 (par exemple 12)';

/** An interface address (127.0.0.1, 0.0.0.0, ::, ::1…) or a host name the server can bind to. */
const listenHost = z.union([z.ipv4(), z.ipv6(), z.hostname()], { error: "doit être une adresse IP (127.0.0.1, 0.0.0.0, ::) ou un nom d'hôte" });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Default: loopback only outside production (the demo is local), every interface in production (ADR 080). */
  HOST: listenHost.optional(),
  DATABASE_URL: z.string().min(1).default(`${REPO_ROOT}data/club.sqlite`),
  CORS_ORIGINS: originList,
  REMOTE_ORIGINS: originList,
  FEDERATION_MANIFEST: z.string().min(1).optional(),
  /** Where `pnpm remote:publish` stores each remote's versions (the API serves and lists them). */
  REMOTES_DIR: z.string().min(1).default(`${REPO_ROOT}data/remotes`),
  /** Number of trusted proxies in front of the server: the client is the Nth X-Forwarded-For entry from the right (ADR 083). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Replaced by TRUST_PROXY_HOPS: `true` meant "believe the leftmost entry", which the client writes. */
  TRUST_PROXY: z
    .stringbool()
    .optional()
    .refine((value) => value !== true, { error: "n'est plus pris en charge : retirez-la et indiquez TRUST_PROXY_HOPS=1 (un proxy de confiance devant le serveur)" }),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SITE_NAME: z.string().min(1).default('Union Sportive des Coteaux'),
  SITE_SHORT_NAME: z.string().min(1).default('US Coteaux'),
  SITE_FOUNDED_YEAR: z.coerce.number().int().min(1800).max(2100).default(1940),
  SITE_PHONE: z.string().min(1).default('01 39 52 40 40'),
  SITE_EMAIL: z.email().default('contact@us-coteaux.fr'),
  SITE_VENUE: z.string().min(1).default('Complexe sportif municipal Jean-Bouin'),
  SITE_STREET: z.string().min(1).default('12 avenue du Stade'),
  SITE_POSTAL_CODE: z.string().min(1).default('92500'),
  SITE_CITY: z.string().min(1).default('Rueil-Malmaison'),
  SITE_URL: z.url({ error: 'doit être une URL (https://club.exemple.fr)' }).optional(),
  BETTER_AUTH_URL: z.url({ error: 'doit être une URL (https://club.exemple.fr)' }).optional(),
  BETTER_AUTH_SECRET: z.string().min(32, { error: 'doit contenir au moins 32 caractères' }).default(DEV_AUTH_SECRET),
  AUTH_TRUSTED_ORIGINS: originList,
  AUTH_RATE_LIMIT: z.stringbool().default(true),
  AUTH_SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(1000).optional(),
  /** Limits of the API's own writes per account or address: comments, reactions, contact form… (write-rate-limits.ts, ADR 161). */
  WRITE_RATE_LIMIT: z.stringbool().default(true),
  REDIS_URL: z.url({ error: 'doit être une URL redis://…' }).optional(),
  /** Prefix of every Redis key: several sites (or test runs) can share one Redis server. */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('club:'),
  /** Failed password sign-ins allowed per account and 15 minutes before the account is locked for the rest of the window (ADR 083). */
  AUTH_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Longest a request may take before the API answers 503 (ADR 084). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  SMTP_URL: z.url({ error: 'doit être une URL smtp://utilisateur:motdepasse@hote:port' }).optional(),
  /** Production without SMTP: `1` states that e-mails staying in the outbox table is accepted. */
  MAIL_OUTBOX: z.stringbool({ error: 'doit valoir 1 (ou 0)' }).default(false),
  MAIL_FROM: z.string().min(3).default('US Coteaux <ne-pas-repondre@us-coteaux.fr>'),
  /** E-mails handed to the SMTP server per minute, every instance together (ADR 167). */
  MAIL_RATE_PER_MINUTE: z.coerce.number({ error: 'doit être un nombre entier de 1 à 100000' }).int().min(1).max(100_000).default(300),
  /** Bound of one delivery (connecting, greeting, a silent server); an instance's claim on an e-mail lasts three times as long. */
  MAIL_SEND_TIMEOUT_SECONDS: z.coerce.number({ error: 'doit être un nombre entier de 1 à 600' }).int().min(1).max(600).default(30),
  /** How long a person's session changes stay quiet before they get one e-mail for them all (ADR 171). */
  SESSION_NOTICE_QUIET_SECONDS: z.coerce.number({ error: 'doit être un nombre entier de 1 à 3600' }).int().min(1).max(3600).default(300),
  /** Months contact messages, outbox mails and remote-failure reports are kept (docs/decisions/093-retention-purge.md). */
  RETENTION_MONTHS: z.coerce
    .number({ error: RETENTION_MONTHS_ERROR })
    .int({ error: RETENTION_MONTHS_ERROR })
    .min(1, { error: RETENTION_MONTHS_ERROR })
    .max(120, { error: RETENTION_MONTHS_ERROR })
    .default(12),
});

/**
 * Derived defaults: the site's own origin follows PORT, the listening host follows NODE_ENV. `demoMode`
 * (development and test, ADR 080) turns on the embedded demo: seeded accounts, the outbox endpoint.
 */
const EnvWithDefaults = EnvSchema
  // Remote code in production comes over https only (docs/decisions/092-manifest-trust.md).
  .superRefine((env, ctx) => {
    const insecure = env.NODE_ENV === 'production' ? env.REMOTE_ORIGINS.filter((origin) => !isTrustworthyOrigin(origin)) : [];
    if (insecure.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['REMOTE_ORIGINS'],
        message: `doit ne lister que des origines https en production (http seulement pour localhost) : ${insecure.join(', ')}`,
      });
    }
  })
  .transform((env) => {
    const siteUrl = new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`).origin;
    const demoMode = env.NODE_ENV !== 'production';
    return {
      ...env,
      HOST: env.HOST ?? (demoMode ? '127.0.0.1' : '0.0.0.0'),
      SITE_URL: siteUrl,
      BETTER_AUTH_URL: env.BETTER_AUTH_URL ?? siteUrl,
      demoMode,
    };
  });
export type Env = z.infer<typeof EnvWithDefaults>;

/** The PostgreSQL timeouts of createDatabase, from their variables. */
export const databaseTimeouts = (env: Env) => ({
  connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

const formatLines = (lines: string[]) => lines.map((line) => `  - ${line}`).join('\n');

/**
 * Parses the environment: throws on a malformed variable (one readable line each); lists, without
 * throwing, what production refuses (the server adds its database checks and prints them all at once).
 */
export function readEnv(source: Record<string, string | undefined> = process.env): { env: Env; refusals: string[] } {
  // An empty variable means "not set", as in most shells' `VAR= cmd` usage.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvWithDefaults.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Configuration invalide (variables d'environnement) :\n${formatLines(lines)}`);
  }
  return { env: result.data, refusals: result.data.demoMode ? [] : productionEnvRefusals(result.data, cleaned) };
}

/** Parses the environment once, failing with one readable line per wrong variable or production refusal. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const { env, refusals } = readEnv(source);
  if (refusals.length) throw new EnvError(productionRefusalMessage(refusals));
  return env;
}

export function productionRefusalMessage(refusals: string[]): string {
  return `Le serveur refuse de démarrer en production (NODE_ENV=production) :\n${formatLines(refusals)}`;
}
