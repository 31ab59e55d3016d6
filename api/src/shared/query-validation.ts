import type { Context } from 'hono';
import type { z } from 'zod';
import { validationError } from './app-error';
import './french-zod-messages';

/** Validates the query string with a shared contract; failures become 400 with French issues, as for bodies. */
export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    throw validationError(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
  return result.data;
}
