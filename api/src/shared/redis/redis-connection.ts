import { Redis } from 'ioredis';
import { serializeError, type Logger } from '../logger';

/** The process's one Redis client, and whether it can be used right now (ADR 085). */
export interface RedisConnection {
  client: Redis;
  /** False from the first connection error until Redis is ready again: callers answer 503 at once instead of queueing. */
  available(): boolean;
  close(): Promise<void>;
}

/**
 * One ioredis client for the process. ioredis retries a lost connection forever and emits an error per
 * attempt; only the changes of state are logged (down once, back once), not the flood of retries.
 */
export function createRedisConnection(url: string, keyPrefix: string, logger: Logger): RedisConnection {
  // Commands fail after one retry instead of waiting for the connection: a request must not hang on Redis.
  const client = new Redis(url, { keyPrefix, maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 2000 });
  let up = true;
  client.on('ready', () => {
    if (!up) logger.info('redis available again');
    up = true;
  });
  client.on('error', (error: unknown) => {
    if (up) logger.error('redis unavailable', serializeError(error));
    up = false;
  });
  client.on('end', () => {
    up = false;
  });
  return {
    client,
    available: () => up,
    close: async () => {
      // quit() waits for Redis to answer; when it is down there is nobody to answer.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
