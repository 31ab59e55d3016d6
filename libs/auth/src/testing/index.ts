/** Test helpers for the remotes' suites (vitest only: never imported by application code). */
export { answer, fakeServer, json, sessionOf, type FetchCall } from './fake-server';
