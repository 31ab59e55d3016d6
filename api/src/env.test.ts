import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, readEnv, REPO_ROOT } from './env';
import { DEV_AUTH_SECRET, estimatedSecretBits } from './env-production';
import { PRODUCTION_TEST_ENV } from './testing/test-app';

describe('parseEnv', () => {
  it('has working defaults: port 3000, SQLite and published remotes under data/, demo association', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe(`${REPO_ROOT}data/club.sqlite`);
    // Where `pnpm remote:publish` stores the remotes' versions, which the API serves.
    expect(env.REMOTES_DIR).toBe(`${REPO_ROOT}data/remotes`);
    expect(parseEnv({ REMOTES_DIR: '/srv/club/remotes' }).REMOTES_DIR).toBe('/srv/club/remotes');
    expect(env.SITE_FOUNDED_YEAR).toBe(1940);
    expect(env.CORS_ORIGINS).toEqual([]);
    expect(env.RETENTION_MONTHS).toBe(12);
    expect(parseEnv({ RETENTION_MONTHS: '24' }).RETENTION_MONTHS).toBe(24);
    for (const wrong of ['0', '121', '1.5', 'un an'])
      expect(() => parseEnv({ RETENTION_MONTHS: wrong }), wrong).toThrow(/- RETENTION_MONTHS: doit être un nombre entier de mois/);
  });

  it('parses origin lists down to origins', () => {
    expect(parseEnv({ REMOTE_ORIGINS: 'https://a.example.org/x/, http://localhost:5001' }).REMOTE_ORIGINS).toEqual([
      'https://a.example.org',
      'http://localhost:5001',
    ]);
  });

  it('refuses plain http remote origins in production, except on this machine', () => {
    const production = PRODUCTION_TEST_ENV;
    expect(() => parseEnv({ ...production, REMOTE_ORIGINS: 'https://cdn.example.org, http://cdn.example.net' })).toThrow(
      /- REMOTE_ORIGINS: doit ne lister que des origines https en production \(http seulement pour localhost\) : http:\/\/cdn\.example\.net$/m,
    );
    expect(parseEnv({ ...production, REMOTE_ORIGINS: 'https://cdn.example.org, http://localhost:5001' }).REMOTE_ORIGINS).toHaveLength(2);
    expect(parseEnv({ REMOTE_ORIGINS: 'http://cdn.example.net' }).REMOTE_ORIGINS).toEqual(['http://cdn.example.net']);
  });

  it('fails with one readable line per wrong variable', () => {
    expect(() => parseEnv({ PORT: 'abc', CORS_ORIGINS: 'pas-une-url' })).toThrow(EnvError);
    try {
      parseEnv({ PORT: 'abc', CORS_ORIGINS: 'pas-une-url' });
    } catch (error) {
      expect((error as Error).message).toMatch(/- PORT: /);
      expect((error as Error).message).toMatch(/- CORS_ORIGINS(\.0)?: /);
    }
  });
});

describe('parseEnv: identity and mail', () => {
  it('derives the site URL and better-auth URL from PORT, with rate limiting on and no SMTP/Redis', () => {
    const env = parseEnv({ PORT: '3102' });
    expect(env.SITE_URL).toBe('http://localhost:3102');
    expect(env.BETTER_AUTH_URL).toBe('http://localhost:3102');
    expect(env.AUTH_RATE_LIMIT).toBe(true);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('keeps an explicit SITE_URL (as an origin) and BETTER_AUTH_URL', () => {
    const env = parseEnv({ SITE_URL: 'https://club.example.fr/', BETTER_AUTH_URL: 'https://api.club.example.fr' });
    expect(env.SITE_URL).toBe('https://club.example.fr');
    expect(env.BETTER_AUTH_URL).toBe('https://api.club.example.fr');
  });

  it('refuses a short secret in every mode', () => {
    expect(() => parseEnv({ BETTER_AUTH_SECRET: 'trop-court' })).toThrow(/- BETTER_AUTH_SECRET: doit contenir au moins 32 caractères/);
  });
});

describe('parseEnv: demo mode and listening host (ADR 080)', () => {
  it('runs the demo on 127.0.0.1 in development (the default) and test, on every interface in production', () => {
    expect(parseEnv({})).toMatchObject({ NODE_ENV: 'development', demoMode: true, HOST: '127.0.0.1' });
    expect(parseEnv({ NODE_ENV: 'test' })).toMatchObject({ demoMode: true, HOST: '127.0.0.1' });
    expect(parseEnv(PRODUCTION)).toMatchObject({ demoMode: false, HOST: '0.0.0.0' });
  });

  it('takes HOST as an IPv4, IPv6 address or host name, and refuses anything else', () => {
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(parseEnv({ HOST: '::' }).HOST).toBe('::');
    expect(parseEnv({ ...PRODUCTION, HOST: 'club-api.internal' }).HOST).toBe('club-api.internal');
    expect(() => parseEnv({ HOST: 'http://0.0.0.0' })).toThrow(/- HOST: doit être une adresse IP/);
    expect(() => parseEnv({ HOST: 'deux mots' })).toThrow(/- HOST: /);
  });
});

/** Everything production needs; each test below removes or spoils one variable. */
const PRODUCTION = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'q7Vx2LmN9pR4sT8wZ1aB5cD0eF3gH6jK',
  SITE_URL: 'https://club.example.fr',
  SMTP_URL: 'smtp://u:p@mail:587',
};
const refusalsOf = (source: Record<string, string | undefined>) => readEnv(source).refusals;

describe('production refusals (ADR 080)', () => {
  it('accepts a complete production environment, with SMTP or with MAIL_OUTBOX=1', () => {
    expect(refusalsOf(PRODUCTION)).toEqual([]);
    expect(refusalsOf({ ...PRODUCTION, SMTP_URL: undefined, MAIL_OUTBOX: '1' })).toEqual([]);
    expect(parseEnv(PRODUCTION).SITE_URL).toBe('https://club.example.fr');
  });

  it('refuses the development secret, set or defaulted, saying what to set', () => {
    for (const secret of [undefined, DEV_AUTH_SECRET]) {
      expect(refusalsOf({ ...PRODUCTION, BETTER_AUTH_SECRET: secret })).toEqual([
        expect.stringMatching(/^BETTER_AUTH_SECRET : .*secret de développement.*openssl rand/),
      ]);
    }
  });

  it('refuses a weak secret: one repeated character, little variety, a placeholder', () => {
    for (const secret of ['x'.repeat(40), 'abcabcabcabcabcabcabcabcabcabcabcabc', 'please-change-me-now-0123456789-ABCDEF']) {
      expect(refusalsOf({ ...PRODUCTION, BETTER_AUTH_SECRET: secret })).toEqual([expect.stringMatching(/^BETTER_AUTH_SECRET : trop faible/)]);
    }
  });

  // Issue 27: ten different digits repeated passed the count of different characters.
  it.each([
    ['repeated digits (the issue 27 value)', '01234567890123456789012345678901234'],
    ['a short block repeated', 'Ab3$Ab3$Ab3$Ab3$Ab3$Ab3$Ab3$Ab3$Ab3$'],
    ['32 digits', '73019284651027384956102938475610'],
  ])('refuses a low-entropy secret: %s, saying how strong it is and how to generate one', (_what, secret) => {
    expect(refusalsOf({ ...PRODUCTION, BETTER_AUTH_SECRET: secret })).toEqual([
      expect.stringMatching(/^BETTER_AUTH_SECRET : trop faible \(environ \d+ bits estimés pour 128 exigés.*openssl rand -base64/),
    ]);
  });

  it.each([
    ['openssl rand -base64 32', 'mQ8v2x1FzK7pR0aT9cYw3LbN6dH4sJ5eGuV+o/iWqXk='],
    ['openssl rand -base64 48', 'o2V9k3Jx1QzR7mT5cW8yL0bN4dH6sF2eGpU+a/iKqXvZ3tY9rC1wE5nM7uB0hD8j'],
    ['openssl rand -hex 16', '9f86d081884c7d659a2feaa0c55ad015'],
    ['the test secret', PRODUCTION.BETTER_AUTH_SECRET],
  ])('accepts a generated secret (%s)', (_how, secret) => {
    expect(refusalsOf({ ...PRODUCTION, BETTER_AUTH_SECRET: secret })).toEqual([]);
    expect(estimatedSecretBits(secret)).toBeGreaterThanOrEqual(128);
  });

  it('requires SITE_URL, in https', () => {
    expect(refusalsOf({ ...PRODUCTION, SITE_URL: undefined })).toEqual([expect.stringMatching(/^SITE_URL : doit être définie en production.*https:\/\//)]);
    expect(refusalsOf({ ...PRODUCTION, SITE_URL: 'http://club.example.fr' })).toEqual([
      expect.stringMatching(/^SITE_URL : http:\/\/club.example.fr n'est pas en https/),
    ]);
  });

  it('requires a mail transport: SMTP_URL, or MAIL_OUTBOX=1 explicitly', () => {
    expect(refusalsOf({ ...PRODUCTION, SMTP_URL: undefined })).toEqual([expect.stringMatching(/^SMTP_URL : .*SMTP_URL=smtp:.*MAIL_OUTBOX=1/)]);
    expect(refusalsOf({ ...PRODUCTION, SMTP_URL: undefined, MAIL_OUTBOX: '0' })).toHaveLength(1);
    expect(() => parseEnv({ MAIL_OUTBOX: 'peut-être' })).toThrow(/- MAIL_OUTBOX: /);
  });

  it('lists every refusal at once, and parseEnv throws them in one message', () => {
    expect(refusalsOf({ NODE_ENV: 'production' }).map((line) => line.split(' ')[0])).toEqual(['BETTER_AUTH_SECRET', 'SITE_URL', 'SMTP_URL']);
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /refuse de démarrer en production[\s\S]*- BETTER_AUTH_SECRET : [\s\S]*- SITE_URL : [\s\S]*- SMTP_URL : /,
    );
  });

  it('refuses nothing of this in development, where the demo runs', () => {
    expect(refusalsOf({})).toEqual([]);
    expect(parseEnv({}).BETTER_AUTH_SECRET).toBe(DEV_AUTH_SECRET);
  });
});
