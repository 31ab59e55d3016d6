import { serviceUnavailableError } from '../../shared/app-error';
import type { RedisConnection } from '../../shared/redis/redis-connection';
import { emailQueue, type EmailsContext } from '../emails/emails.service';
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
 * The delivery queue for an operator's monitoring (ADR 167): how many e-mails wait and how old the oldest
 * is, in seconds. A growing age means the SMTP server has not accepted anything for that long.
 */
async function mailHealth(ctx: EmailsContext) {
  const queue = await withDeadline(emailQueue(ctx), HEALTH_DEADLINE_MS, () => new Error('outbox read timed out')).catch((error: unknown) => {
    throw serviceUnavailableError('La base de données est indisponible.', error);
  });
  const oldest = queue.oldestWaitingAt ? Date.parse(queue.oldestWaitingAt) : null;
  return {
    transport: queue.transport,
    waiting: queue.waiting,
    oldestWaitingSeconds: oldest === null ? null : Math.max(0, Math.round((ctx.now().getTime() - oldest) / 1000)),
    failed24h: queue.failed24h,
  };
}

/**
 * The database is required: without it the site cannot answer, hence 503. Redis (sessions, shared
 * counters) down only stops sign-ins: the instance still serves pages, so it reports `degraded` (ADR 085).
 */
export async function checkHealth({ ctx, redis }: { ctx: EmailsContext; redis?: RedisConnection | undefined }) {
  const [database, redisStatus] = await Promise.allSettled([
    withDeadline(pingDatabase(ctx.db), HEALTH_DEADLINE_MS, () => new Error('database ping timed out')),
    redisHealth(redis),
  ]);
  if (database.status === 'rejected') throw serviceUnavailableError('La base de données est indisponible.', database.reason);
  const redisState: RedisHealth = redisStatus.status === 'fulfilled' ? redisStatus.value : 'unavailable';
  return {
    status: redisState === 'unavailable' ? ('degraded' as const) : ('ok' as const),
    database: ctx.dialect,
    redis: redisState,
    mail: await mailHealth(ctx),
  };
}
