import type { Context } from 'hono';
import type { z } from 'zod';
import { invalidJsonError, validationError } from './app-error';
import './french-zod-messages';
import { containsNul, nulCharacterError } from './nul-character';

/** Reads the JSON body and validates it with a shared contract; failures become 400 with French issues. */
export async function readJsonBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalidJsonError();
  }
  if (containsNul(body)) throw nulCharacterError();
  const result = schema.safeParse(body);
  if (!result.success) {
    throw validationError(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
  return result.data;
}
