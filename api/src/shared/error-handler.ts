import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '@club/contracts';
import { AppError, internalError, notFoundError, payloadTooLargeError } from './app-error';
import type { AppEnv } from './app-env';
import { serializeError, type Logger } from './logger';

/** Renders an AppError as the one error shape `{ code, message, requestId, issues? }`. */
export function renderError(c: Context<AppEnv>, error: AppError): Response {
  const body: ApiError = { code: error.code, message: error.message, requestId: c.get('requestId') ?? '' };
  if (error.details.issues) body.issues = error.details.issues;
  return c.json(body, error.status as ContentfulStatusCode, error.details.headers);
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException && error.status === 413) return payloadTooLargeError();
  if (error instanceof HTTPException && error.status === 404) return notFoundError();
  return internalError(error);
}

export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const appError = toAppError(error);
    if (appError.status >= 500) {
      logger.error('request failed', {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        ...serializeError(appError.details.cause ?? error),
      });
    }
    return renderError(c, appError);
  };
}

export const apiNotFound: NotFoundHandler<AppEnv> = (c) => renderError(c, notFoundError());
