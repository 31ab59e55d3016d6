import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: the default SQLite file and the static builds are found from here. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const originList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
  .pipe(z.array(z.url({ error: 'doit être une liste d’origines séparées par des virgules (https://exemple.fr)' })))
  .transform((urls) => urls.map((url) => new URL(url).origin));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().min(1).default(`${REPO_ROOT}data/club.sqlite`),
  CORS_ORIGINS: originList,
  REMOTE_ORIGINS: originList,
  FEDERATION_MANIFEST: z.string().min(1).optional(),
  TRUST_PROXY: z.stringbool().default(false),
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
});
export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/** Parses the environment once, failing with one readable line per wrong variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most shells' `VAR= cmd` usage.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Configuration invalide (variables d'environnement) :\n${lines.join('\n')}`);
}
