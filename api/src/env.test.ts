import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, REPO_ROOT } from './env';

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
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) };
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

  it('refuses the development secret in production, and a short secret anywhere', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/- BETTER_AUTH_SECRET: doit être défini en production/);
    expect(() => parseEnv({ BETTER_AUTH_SECRET: 'trop-court' })).toThrow(/- BETTER_AUTH_SECRET: doit contenir au moins 32 caractères/);
    expect(parseEnv({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) }).BETTER_AUTH_SECRET).toBe('x'.repeat(40));
  });
});
