import { OutboxQuerySchema } from '@club/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readOutbox } from './dev-outbox.service';

/**
 * `GET /api/dev/outbox?to=` lets a person or a test follow verification and reset links. Not mounted
 * at all in production, where the route answers 404 like any unknown path.
 */
export function devOutboxRoutes(deps: { ctx: ServiceContext; production: boolean }) {
  const routes = new Hono<AppEnv>();
  if (deps.production) return routes;
  return routes.get('/dev/outbox', async (c) => c.json(await readOutbox({ ctx: deps.ctx, input: readQuery(c, OutboxQuerySchema) })));
}
