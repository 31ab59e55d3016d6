import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * `METHOD /path` of the route answering this request, spelled as the route table lists it
 * (`PUT /api/comments/:id`; HEAD is served by GET), or null when no route of that method matched.
 * Middlewares are registered for every method: the first route of the request's method is its handler.
 */
export function routeKeyOf(c: Context): string | null {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const route = matchedRoutes(c).find((candidate) => candidate.method === method);
  return route ? `${method} ${route.path}` : null;
}
