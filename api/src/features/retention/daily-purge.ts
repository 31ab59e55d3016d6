import type { Logger } from '../../shared/logger';
import { serializeError } from '../../shared/logger';
import type { ServiceContext } from '../../shared/service-context';
import { purgeExpiredData } from './retention.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Not at start itself: migrations, seeding and the first requests come first. */
const FIRST_RUN_DELAY_MS = 60 * 1000;

/** One purge, logged; an error is logged and never thrown (the site keeps running, tomorrow retries). */
async function runPurge(ctx: ServiceContext, retentionMonths: number, logger: Logger): Promise<void> {
  try {
    const started = Date.now();
    const counts = await purgeExpiredData({ ctx, input: { retentionMonths } });
    logger.info('retention purge done', { ...counts, retentionMonths, ms: Date.now() - started });
  } catch (error) {
    logger.error('retention purge failed', serializeError(error));
  }
}

/**
 * The purge shortly after start, then every 24 h. Timers are unref'd (they never keep the process
 * alive) and a run still going when the next is due is not doubled. Several instances may each run it:
 * the deletes are idempotent (docs/decisions/093-retention-purge.md). Returns a stop function.
 */
export function scheduleDailyPurge(options: {
  ctx: ServiceContext;
  retentionMonths: number;
  logger: Logger;
  firstDelayMs?: number;
  intervalMs?: number;
}): () => void {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running ??= runPurge(options.ctx, options.retentionMonths, options.logger).finally(() => (running = undefined));
    timer = setTimeout(tick, options.intervalMs ?? DAY_MS).unref();
  };
  timer = setTimeout(tick, options.firstDelayMs ?? FIRST_RUN_DELAY_MS).unref();
  return () => clearTimeout(timer);
}
