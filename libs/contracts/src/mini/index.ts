// Contracts in zod/mini for the code the shell bundles, where zod's classic API would grow the zod core a first load
// shares with it (ADR 201). Each is the classic schema of the same name without `Mini`, checked equal by ./parity.test.ts.
export { FirstLoginStatusResponseMiniSchema } from './first-login-status';
