/**
 * @club/api-client — one typed module per domain on top of @club/http, with its query keys,
 * `queryOptions` and mutation hooks; the spec's per-call error messages and 404-as-empty rules live here.
 */
export * from './facilities';
export * from './onboarding';
export * from './applications';
export * from './memberships';
export * from './audit';
export * from './emails';
export * from './contact-messages';
export * from './clubs';
export * from './training-sessions';
export * from './blog';
export * from './account';
export * from './activities';
export * from './member-dashboard';
export * from './family';
