import { inspectRoutes } from 'hono/dev';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { parseEnv } from '../env';
import { createAuth } from '../features/auth/auth';
import { createMailOutbox } from '../shared/mail/outbox';

/** `METHOD /path` of every route of the app under /api, better-auth's catch-all /api/auth/* aside. */
export function apiRouteKeys(app: App): string[] {
  const keys = inspectRoutes(app)
    .filter((route) => !route.isMiddleware && route.path.startsWith('/api/') && !route.path.startsWith('/api/auth/'))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}

/** better-auth's admin endpoints as `METHOD /api/auth/admin/...`, from an auth instance built like the app's. */
export function authAdminRouteKeys(database: DatabaseHandle): string[] {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const auth = createAuth({ env, database, outbox: createMailOutbox({ now: () => new Date() }) });
  return Object.values(auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
    .filter((endpoint) => endpoint.path?.startsWith('/admin/'))
    .flatMap((endpoint) => [endpoint.options?.method ?? 'GET'].flat().map((method) => `${method} /api/auth${endpoint.path}`));
}
