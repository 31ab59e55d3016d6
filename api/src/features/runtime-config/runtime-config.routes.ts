import type { RuntimeConfig } from '@club/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import type { Visitor } from '../deployments/remote-store';

export function runtimeConfigRoutes(deps: { runtimeConfig: (visitor: Visitor) => Promise<RuntimeConfig>; visitorOf: (c: Context) => Visitor }) {
  return new Hono<AppEnv>().get('/runtime-config', async (c) => {
    c.header('Cache-Control', 'no-cache');
    // A browser in a candidate's share gets another manifest (its canary cookie, ADR 162).
    c.header('Vary', 'Cookie', { append: true });
    return c.json(await deps.runtimeConfig(deps.visitorOf(c)));
  });
}
