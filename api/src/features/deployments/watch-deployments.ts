import type { Logger } from '../../shared/logger';
import { serializeError } from '../../shared/logger';
import type { RemoteStore } from './remote-store';

/**
 * Rereads which versions are served every `intervalMs` and loads the files of any newly served version
 * (a publish, a rollback or a canary on another instance), so that its first visitor here waits for no
 * database read. Returns a stop function.
 */
export function watchDeployments(store: RemoteStore, logger: Logger, intervalMs = 1000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    store
      .warm()
      .catch((error: unknown) => logger.warn('deployments watch failed', serializeError(error)))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
