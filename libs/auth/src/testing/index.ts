/** Test helpers for the remotes' suites (vitest only: never imported by application code). */
export { sessionOf } from './session-of';
export { authRefusal } from './auth-refusal';
