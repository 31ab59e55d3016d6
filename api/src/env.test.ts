import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, REPO_ROOT } from './env';

describe('parseEnv', () => {
  it('has working defaults: port 3000, SQLite under data/, demo association', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe(`${REPO_ROOT}data/club.sqlite`);
    expect(env.SITE_FOUNDED_YEAR).toBe(1940);
    expect(env.CORS_ORIGINS).toEqual([]);
  });

  it('parses origin lists down to origins', () => {
    expect(parseEnv({ REMOTE_ORIGINS: 'https://a.example.org/x/, http://localhost:5001' }).REMOTE_ORIGINS).toEqual([
      'https://a.example.org',
      'http://localhost:5001',
    ]);
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
