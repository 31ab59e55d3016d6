import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import type { RedisConnection } from '../../shared/redis/redis-connection';
import type { EmailsContext } from '../emails/emails.service';
import { createHealthCheck } from './health.service';

export function healthRoutes(deps: { ctx: EmailsContext; redis?: RedisConnection }) {
  const checkHealth = createHealthCheck(deps);
  return new Hono<AppEnv>().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await checkHealth());
  });
}
