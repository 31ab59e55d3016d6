import type { RequestIdVariables } from 'hono/request-id';
import type { Actor } from './auth/actor';

/**
 * Hono generics of the whole app: every handler can read the request id and the signed-in actor
 * (null for visitors; set by the session middleware before any /api route runs).
 */
export type AppEnv = { Variables: RequestIdVariables & { actor: Actor | null } };
