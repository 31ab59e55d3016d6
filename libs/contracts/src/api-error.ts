import { z } from './zod';

/** One invalid field of a rejected request: dotted path (`address.city`) and the contract's French message. */
export const ApiErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiErrorIssue = z.infer<typeof ApiErrorIssueSchema>;

/**
 * The one shape of every API failure (400, 404, 405, 413, 429, 5xx). `message` is French and can be
 * shown to the user; `requestId` ties a report to the server's log line. `code` stays an open string so
 * that an older client still parses errors introduced later.
 */
export const ApiErrorSchema = z.object({
  code: z.string().min(1),
  message: z.string(),
  requestId: z.string(),
  issues: z.array(ApiErrorIssueSchema).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Codes the API emits today (features add their own, e.g. CONFLICT). */
export const API_ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  invalidJson: 'INVALID_JSON',
  /** A JSON body nested deeper than the API reads (arrays and objects inside one another). */
  jsonTooDeep: 'JSON_TOO_DEEP',
  /** A path or query with a broken percent escape (`%E0%A4%A`, `%ZZ`). */
  malformedUrl: 'MALFORMED_URL',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
