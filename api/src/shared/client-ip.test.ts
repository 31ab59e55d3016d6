import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { clientIp } from './client-ip';

const seenBy = async (hops: number, forwarded?: string) => {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, hops)));
  const res = await app.request('/', { headers: forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded } });
  return res.text();
};

describe('clientIp', () => {
  it('ignores X-Forwarded-For without trusted proxies (the socket address; none in app.request)', async () => {
    expect(await seenBy(0, '203.0.113.9')).toBe('unknown');
  });

  it('takes the Nth entry from the right: what the outermost trusted proxy saw, never what the client wrote', async () => {
    expect(await seenBy(1, '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seenBy(1, '203.0.113.9')).toBe('203.0.113.9');
    expect(await seenBy(2, 'forged, 203.0.113.9 , 10.0.0.2')).toBe('203.0.113.9');
  });

  it('falls back to the socket address when the header has fewer entries than trusted proxies', async () => {
    expect(await seenBy(2, '203.0.113.9')).toBe('unknown');
    expect(await seenBy(1)).toBe('unknown');
    expect(await seenBy(1, ' , ')).toBe('unknown');
  });
});

describe('TRUST_PROXY_HOPS', () => {
  it('defaults to 0 and accepts a small count of proxies', () => {
    expect(parseEnv({}).TRUST_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('refuses the old TRUST_PROXY=true (leftmost entry, client-controlled) and says what to set instead', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(
      "- TRUST_PROXY: n'est plus pris en charge : retirez-la et indiquez TRUST_PROXY_HOPS=1 (un proxy de confiance devant le serveur)",
    );
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY_HOPS).toBe(0);
  });
});
