import type { EmailQueue } from '@club/contracts';
import { serviceUnavailableError } from '../../shared/app-error';
import type { RedisConnection } from '../../shared/redis/redis-connection';
import { emailQueue, type EmailsContext } from '../emails/emails.service';
import { withDeadline } from '../../shared/with-deadline';
import { pingDatabase } from './health.repository';

/** A health check answers within this bound even when a dependency accepts connections and never replies. */
const HEALTH_DEADLINE_MS = 2000;
/**
 * The mail queue's summary is read again after this long: polled hard, the check pings the database each time but
 * reads the queue at most ten times a second per process (docs/decisions/202-health-check-reads.md).
 */
const QUEUE_REUSE_MS = 100;

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
function mailHealth(ctx: EmailsContext, queue: EmailQueue) {
  const oldest = queue.oldestWaitingAt ? Date.parse(queue.oldestWaitingAt) : null;
  return {
    transport: queue.transport,
    waiting: queue.waiting,
    oldestWaitingSeconds: oldest === null ? null : Math.max(0, Math.round((ctx.now().getTime() - oldest) / 1000)),
    failed24h: queue.failed24h,
  };
}

/** The queue's summary, read at most once per QUEUE_REUSE_MS; simultaneous checks share one read. */
function recentQueue(ctx: EmailsContext): () => Promise<EmailQueue> {
  let last: { readAt: number; read: Promise<EmailQueue> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.readAt >= QUEUE_REUSE_MS) {
      const read = withDeadline(emailQueue(ctx), HEALTH_DEADLINE_MS, () => new Error('outbox read timed out'));
      last = { readAt: now, read };
      // A failed read is not kept: the next check reads again.
      read.catch(() => {
        if (last?.read === read) last = undefined;
      });
    }
    return last.read;
  };
}

/**
 * `GET /api/health`. The database is required: without it the site cannot answer, hence 503. Redis (sessions,
 * shared counters) down only stops sign-ins: the instance still serves pages, so it reports `degraded` (ADR 085).
 */
export function createHealthCheck({ ctx, redis }: { ctx: EmailsContext; redis?: RedisConnection | undefined }) {
  const queue = recentQueue(ctx);
  return async () => {
    const [database, mail, redisStatus] = await Promise.allSettled([
      withDeadline(pingDatabase(ctx.db), HEALTH_DEADLINE_MS, () => new Error('database ping timed out')),
      queue(),
      redisHealth(redis),
    ]);
    if (database.status === 'rejected') throw serviceUnavailableError('La base de données est indisponible.', database.reason);
    if (mail.status === 'rejected') throw serviceUnavailableError('La base de données est indisponible.', mail.reason);
    const redisState: RedisHealth = redisStatus.status === 'fulfilled' ? redisStatus.value : 'unavailable';
    return {
      status: redisState === 'unavailable' ? ('degraded' as const) : ('ok' as const),
      database: ctx.dialect,
      redis: redisState,
      mail: mailHealth(ctx, mail.value),
    };
  };
}
