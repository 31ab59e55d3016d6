import { ContactMessageInputSchema } from '@club/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../shared/app-env';
import { rateLimit } from '../../shared/rate-limit/rate-limit.middleware';
import type { RateLimiter } from '../../shared/rate-limit/rate-limiter';
import type { ServiceContext } from '../../shared/service-context';
import { readJsonBody } from '../../shared/validation';
import { createContactMessage } from './contact.service';

export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 5, windowMs: 10 * 60 * 1000 };

export function contactRoutes(deps: { ctx: ServiceContext; limiter: RateLimiter; clientKey: (c: Context) => string }) {
  return new Hono<AppEnv>().post('/contact', rateLimit(deps.limiter, deps.clientKey), async (c) => {
    const input = await readJsonBody(c, ContactMessageInputSchema);
    return c.json(await createContactMessage({ ctx: deps.ctx, input }), 201);
  });
}
