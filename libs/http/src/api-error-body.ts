/**
 * The API's one error shape `{ code, message, requestId, issues? }` — `ApiErrorSchema` in
 * @club/contracts is the source of truth. Checked by hand here on purpose: the shell uses this client
 * on its first load, and importing zod for four fields would add its weight to every page.
 */
export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiErrorBody {
  code: string;
  message: string;
  requestId: string;
  issues?: ApiIssue[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseIssue(value: unknown): ApiIssue | undefined {
  if (!isRecord(value) || typeof value.message !== 'string') return undefined;
  // zod reports paths as arrays (['email']); the API may already join them ('address.city').
  const path = Array.isArray(value.path) ? value.path.join('.') : value.path;
  return typeof path === 'string' ? { path, message: value.message } : undefined;
}

export function parseApiErrorBody(body: unknown): ApiErrorBody | undefined {
  if (!isRecord(body)) return undefined;
  const { code, message, requestId, issues } = body;
  if (typeof code !== 'string' || typeof message !== 'string' || typeof requestId !== 'string') return undefined;
  const parsed: ApiErrorBody = { code, message, requestId };
  if (Array.isArray(issues)) parsed.issues = issues.map(parseIssue).filter((issue) => issue !== undefined);
  return parsed;
}
