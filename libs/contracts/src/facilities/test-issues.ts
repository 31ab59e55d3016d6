import type { z } from '../zod';

/** Issues of a failed parse as `{ path: 'a.b', message }`, for readable expectations in tests. */
export function issuesOf(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
