import { routePaths } from '@club/contracts';

/**
 * Addresses of this remote outside the guest-only `/auth/*` screens (whose addresses are shared in
 * `@club/auth`'s AUTH_PATHS). The e-mail change links open here signed in or not (ADR 160); the API writes
 * the same two addresses into the links it e-mails.
 */
export const BASE_PATH = '/';

export const paths = routePaths(BASE_PATH, {
  emailChangeConfirm: 'email-change/confirm',
  emailChangeUndo: 'email-change/undo',
});
