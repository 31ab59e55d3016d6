import type { RequestIdVariables } from 'hono/request-id';

/** Hono generics of the whole app: every handler can read the request id. */
export type AppEnv = { Variables: RequestIdVariables };
