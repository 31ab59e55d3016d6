import { randomUUID } from 'node:crypto';

/**
 * The Redis server of the Redis-backed suites: TEST_REDIS_URL, or the local default whenever the
 * PostgreSQL suites run (CI sets TEST_DATABASE_URL), so that CI never skips them silently: an absent
 * server then fails those tests loudly. Without either variable, only the in-memory stores are tested.
 */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL ?? (process.env.TEST_DATABASE_URL ? 'redis://127.0.0.1:6379' : undefined);
}

/** A key prefix of its own per test file: runs sharing one Redis never see each other's keys. */
export const testRedisPrefix = () => `test:${randomUUID().slice(0, 8)}:`;
