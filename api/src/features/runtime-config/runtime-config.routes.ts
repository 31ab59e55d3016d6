import type { RuntimeConfig } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';

export function runtimeConfigRoutes(deps: { runtimeConfig: () => Promise<RuntimeConfig> }) {
  return new Hono<AppEnv>().get('/runtime-config', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await deps.runtimeConfig());
  });
}
