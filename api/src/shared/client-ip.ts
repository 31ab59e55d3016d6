import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The TCP peer's address; app.request() in tests has no socket. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The caller's address for rate limiting (ADR 083). Each proxy appends the address it received the
 * request from to `X-Forwarded-For`, so only the last `trustedHops` entries were written by proxies we
 * trust: the Nth from the right is the client as our outermost proxy saw it. Everything to its left was
 * sent by the client and may be forged. With 0 hops (no proxy) the header is ignored.
 */
export function clientIp(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const client = entries[entries.length - trustedHops];
    if (client) return client;
  }
  return socketAddress(c);
}
