import { API_ERROR_CODES, type ApiErrorIssue } from '@club/contracts';

/** A failure with its HTTP status, error code and French message; the error handler renders it. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { issues?: ApiErrorIssue[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
  }
}

/** 400 with field issues; `message` replaces the generic one when a single rule explains the refusal. */
export const validationError = (issues: ApiErrorIssue[], message = 'Les données envoyées sont invalides.') =>
  new AppError(400, API_ERROR_CODES.validation, message, { issues });

export const invalidJsonError = () => new AppError(400, API_ERROR_CODES.invalidJson, "Le corps de la requête n'est pas un JSON valide.");

export const unauthenticatedError = () => new AppError(401, API_ERROR_CODES.unauthenticated, 'Vous devez être connecté pour effectuer cette action.');

export const forbiddenError = () => new AppError(403, API_ERROR_CODES.forbidden, "Vous n'avez pas les permissions nécessaires pour effectuer cette action.");

export const notFoundError = (message = "La ressource demandée n'existe pas.") => new AppError(404, API_ERROR_CODES.notFound, message);

/** 409: the request is valid but clashes with the current state (a taken slot, a complex that still has rooms…). */
export const conflictError = (message: string, code: string = API_ERROR_CODES.conflict) => new AppError(409, code, message);

export const methodNotAllowedError = (allowed: string[]) =>
  new AppError(405, API_ERROR_CODES.methodNotAllowed, "Cette méthode n'est pas autorisée pour cette adresse.", {
    headers: { Allow: allowed.join(', ') },
  });

export const payloadTooLargeError = () => new AppError(413, API_ERROR_CODES.payloadTooLarge, 'La requête est trop volumineuse.');

export const unsupportedMediaTypeError = () =>
  new AppError(415, API_ERROR_CODES.unsupportedMediaType, 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).');

export const rateLimitedError = (retryAfterSeconds: number) =>
  new AppError(429, API_ERROR_CODES.rateLimited, 'Trop de demandes, veuillez réessayer plus tard.', {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

export const internalError = (cause: unknown) =>
  new AppError(500, API_ERROR_CODES.internal, 'Une erreur interne est survenue. Veuillez réessayer plus tard.', { cause });

export const serviceUnavailableError = (message: string, cause?: unknown) => new AppError(503, API_ERROR_CODES.serviceUnavailable, message, { cause });

/**
 * The app's error for a bare status (a library's answer without a usable body): the same codes and
 * French messages as the errors the app raises itself.
 */
export function errorForStatus(status: number): AppError {
  switch (status) {
    case 400:
      return new AppError(400, API_ERROR_CODES.validation, 'Les données envoyées sont invalides.');
    case 401:
      return unauthenticatedError();
    case 403:
      return forbiddenError();
    case 404:
      return notFoundError();
    case 413:
      return payloadTooLargeError();
    case 415:
      return unsupportedMediaTypeError();
    case 429:
      return rateLimitedError(60);
    case 503:
      return serviceUnavailableError('Le service est momentanément indisponible. Veuillez réessayer plus tard.');
    default:
      return status >= 500
        ? new AppError(status, API_ERROR_CODES.internal, internalError(null).message)
        : new AppError(status, 'REQUEST_FAILED', "La requête n'a pas pu aboutir. Vérifiez les informations envoyées et réessayez.");
  }
}
