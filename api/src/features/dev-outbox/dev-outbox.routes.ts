import { API_ERROR_CODES, OutboxQuerySchema } from '@club/contracts';
import { Hono } from 'hono';
import { AppError } from '../../shared/app-error';
import type { AppEnv } from '../../shared/app-env';
import { fromLoopback } from '../../shared/loopback';
import { readQuery } from '../../shared/query-validation';
import type { ServiceContext } from '../../shared/service-context';
import { readOutbox } from './dev-outbox.service';

const notLocalError = () =>
  new AppError(403, API_ERROR_CODES.forbidden, "La boîte d'envoi de démonstration ne répond qu'aux demandes faites depuis la machine du serveur (127.0.0.1).");

/**
 * `GET /api/dev/outbox?to=` lets a person or a test follow verification and reset links: in demo mode
 * only, and to loopback clients only (it lists reset links and codes). Not mounted at all in
 * production, where the route answers 404 like any unknown path (ADR 080).
 */
export function devOutboxRoutes(deps: { ctx: ServiceContext; demoMode: boolean }) {
  const routes = new Hono<AppEnv>();
  if (!deps.demoMode) return routes;
  return routes.get('/dev/outbox', async (c) => {
    if (!fromLoopback(c)) throw notLocalError();
    return c.json(await readOutbox({ ctx: deps.ctx, input: readQuery(c, OutboxQuerySchema) }));
  });
}
