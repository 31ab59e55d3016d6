/** Test helpers for the remotes' suites (vitest only: never imported by application code). */
export { sessionOf } from './session-of';
export { authRefusal } from './auth-refusal';
// The session store's own controls, kept out of the shared entry: no remote's code calls them (ADR 204).
export { resetSessionStore } from '../session/session-store';
