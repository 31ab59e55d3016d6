import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.x.x, what a dual-stack socket reports). */
function isLoopbackAddress(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/**
 * Whether the TCP peer is this machine. The socket's own address, never `X-Forwarded-For`: a header
 * is the client's to write, and behind a local proxy every request would pass (ADR 080).
 */
export function fromLoopback(c: Context): boolean {
  try {
    const address = getConnInfo(c).remote.address;
    return address !== undefined && isLoopbackAddress(address);
  } catch {
    // No socket (app.request() without bindings): not provably local.
    return false;
  }
}
