/** Spec §6 and §8, verbatim. */
const ADMIN_PERMISSION_MESSAGE = "Vous n'avez pas les permissions nécessaires pour accéder à cette page";

/**
 * Thrown by the admin guard: the route's error element shows `message` in the error view.
 * `status` lets an error boundary tell it from a crash (403, not 500).
 */
export class PermissionDeniedError extends Error {
  override readonly name = 'PermissionDeniedError';
  readonly status = 403;

  constructor(message: string = ADMIN_PERMISSION_MESSAGE) {
    super(message);
  }
}
