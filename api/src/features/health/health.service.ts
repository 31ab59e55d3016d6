import { serviceUnavailableError } from '../../shared/app-error';
import type { RedisConnection } from '../../shared/redis/redis-connection';
import type { ServiceContext } from '../../shared/service-context';
import { withDeadline } from '../../shared/with-deadline';
import { pingDatabase } from './health.repository';

/** A health check answers within this bound even when a dependency accepts connections and never replies. */
const HEALTH_DEADLINE_MS = 2000;

export type RedisHealth = 'ok' | 'unavailable' | 'not_configured';

async function redisHealth(redis: RedisConnection | undefined): Promise<RedisHealth> {
  if (!redis) return 'not_configured';
  if (!redis.available()) return 'unavailable';
  try {
    await withDeadline(redis.client.ping(), HEALTH_DEADLINE_MS, () => new Error('redis ping timed out'));
    return 'ok';
  } catch {
    return 'unavailable';
  }
}

/**
 * The database is required: without it the site cannot answer, hence 503. Redis (sessions, shared
 * counters) down only stops sign-ins: the instance still serves pages, so it reports `degraded` (ADR 085).
 */
export async function checkHealth({ ctx, redis }: { ctx: ServiceContext; redis?: RedisConnection | undefined }) {
  const [database, redisStatus] = await Promise.allSettled([
    withDeadline(pingDatabase(ctx.db), HEALTH_DEADLINE_MS, () => new Error('database ping timed out')),
    redisHealth(redis),
  ]);
  if (database.status === 'rejected') throw serviceUnavailableError('La base de données est indisponible.', database.reason);
  const redisState: RedisHealth = redisStatus.status === 'fulfilled' ? redisStatus.value : 'unavailable';
  return { status: redisState === 'unavailable' ? ('degraded' as const) : ('ok' as const), database: ctx.dialect, redis: redisState };
}
