import { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * The Node response behind a request served by @hono/node-server (`c.env.outgoing`), while its headers
 * can still be set; undefined in-process (`app.request`). Headers set on it are merged by Node into the
 * ones the app's response carries when they are written, the response's own winning: defaults set
 * there cost no `Headers` object per request (docs/decisions/060-api-request-path.md).
 */
export function nodeResponse(c: Context): ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse && !outgoing.headersSent ? outgoing : undefined;
}
