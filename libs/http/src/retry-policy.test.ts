import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter, retryDelay } from './retry-policy';

describe('retry policy', () => {
  it('doubles the delay from 300 ms', () => {
    expect([1, 2, 3].map(backoffDelay)).toEqual([300, 600, 1200]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-02T10:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Mon, 02 Mar 2026 10:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Mon, 02 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('prefers Retry-After over the backoff and refuses waits over 30 s', () => {
    expect(retryDelay(1, '1')).toBe(1000);
    expect(retryDelay(2, null)).toBe(600);
    expect(retryDelay(1, '31')).toBeUndefined();
  });
});
